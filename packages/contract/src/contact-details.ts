import { z } from 'zod/mini';
import { emailSchema, fullNameSchema } from './accounts.ts';
import { profilePhoneSchema } from './profile-rules.ts';

/** Name, email and phone: what the Apply Job modal may change before applying. */
export const contactDetailsSchema = z.object({
  fullname: fullNameSchema,
  email: emailSchema,
  phone: profilePhoneSchema,
});

export type ContactDetails = z.infer<typeof contactDetailsSchema>;
