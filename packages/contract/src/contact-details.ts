import { z } from 'zod/mini';
import { accountLimits, emailSchema, fullNameSchema, makePhoneSchema } from './accounts.ts';

/**
 * Phone numbers on the profile and in the Apply Job modal: the 6-18 variant of spec section 5. Here,
 * not among the profile's rules, so the job pages that apply load none of those.
 */
export const profilePhoneLimits = { min: 6, max: accountLimits.phoneMax } as const;

export const profilePhoneSchema = makePhoneSchema(profilePhoneLimits);

/** Name, email and phone: what the Apply Job modal may change before applying. */
export const contactDetailsSchema = z.object({
  fullname: fullNameSchema,
  email: emailSchema,
  phone: profilePhoneSchema,
});

export type ContactDetails = z.infer<typeof contactDetailsSchema>;
