import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { talentAdvocateSchema } from './hiring.ts';

/**
 * The rating flow (spec sections 2, 3, 5 and 7): a talent rates the service once, and their talent
 * advocate once. The answers go as form data with the talent id; the survey status tells the flow
 * whether it is still open and which advocate to ask about.
 */

export const ratingLimits = {
  /** Spec section 9: a star rating has 5 stars. */
  stars: 5,
  remarksMax: 1_000,
  summaryMax: 2_000,
} as const;

export const ratingMessages = {
  chooseStars: 'Please choose from 1 to 5 stars',
  remarksTooLong: `Max ${ratingLimits.remarksMax} characters`,
  summaryTooLong: `Max ${ratingLimits.summaryMax} characters`,
  wholeNumber: 'Must be a positive whole number',
  targetUser: "The rating's survey_target_user must be talent",
  talentMismatch: 'A talent can only send their own rating',
  notYourAdvocate: 'This is not your talent advocate',
  advocateScoreMissing: 'Please rate your talent advocate',
  alreadyRated: 'You have already rated Talent. Thank you!',
  advocateAlreadyRated: 'You have already rated your talent advocate',
  thanks: 'Thank you for your rating!',
} as const;

const positiveId = z.coerce
  .number({ error: ratingMessages.wholeNumber })
  .check(z.int({ error: ratingMessages.wholeNumber }), z.positive({ error: ratingMessages.wholeNumber }));

/** Form data carries every value as text, so stars arrive as "4". */
const stars = z.coerce
  .number({ error: ratingMessages.chooseStars })
  .check(
    z.int({ error: ratingMessages.chooseStars }),
    z.gte(1, { error: ratingMessages.chooseStars }),
    z.lte(ratingLimits.stars, { error: ratingMessages.chooseStars }),
  );

const freeText = (max: number, tooLong: string) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, { error: tooLong }))), '');

/** The first page's three questions: onboarding, the interview process, the client company. */
export const serviceScoresSchema = z.object({
  onboarding_score: stars,
  interview_process_score: stars,
  company_score: stars,
});

const advocateRule = {
  check: (rating: { staff_id?: number | undefined; talent_advocate_score?: number | undefined }) =>
    rating.staff_id === undefined || rating.talent_advocate_score !== undefined,
  error: ratingMessages.advocateScoreMissing,
  path: ['talent_advocate_score'],
};

const closingFields = z.object({
  staff_id: z.optional(positiveId),
  talent_advocate_score: z.optional(stars),
  talent_advocate_remarks: freeText(ratingLimits.remarksMax, ratingMessages.remarksTooLong),
  overall_score: stars,
  summary: freeText(ratingLimits.summaryMax, ratingMessages.summaryTooLong),
});

/** The second page: the advocate (only while not yet rated), whether to use the service again, a summary. */
export const ratingClosingSchema = closingFields.check(
  z.refine(advocateRule.check, {
    error: advocateRule.error,
    path: advocateRule.path,
  }),
);

/** Spec section 3, Rating payload: both pages with the talent id, sent as form data. */
export const ratingBodySchema = z
  .object({
    talent_id: positiveId,
    survey_target_user: z.literal('talent', { error: ratingMessages.targetUser }),
    ...serviceScoresSchema.shape,
    ...closingFields.shape,
  })
  .check(z.refine(advocateRule.check, { error: advocateRule.error, path: advocateRule.path }));
export type RatingBody = z.input<typeof ratingBodySchema>;

/**
 * Spec section 7, the dashboard's survey: whether the service (`product_rating`) and the advocate
 * (`ta_rating`) are rated, and the advocate (`staff_ta`) to ask about, if the talent has one.
 */
export const surveyStatusSchema = z.object({
  product_rating: z.boolean(),
  ta_rating: z.boolean(),
  staff_ta: z.nullable(talentAdvocateSchema),
  /** Whether the dashboard invites the talent to rate now (see `ratingInvitation`). */
  ask_to_rate: z.boolean(),
});

/**
 * When the dashboard asks for a rating: only after real use, so a talent is not asked minutes
 * after signing up about a service they have not tried. The account must be this many days old
 * and the talent must have applied to a job.
 */
export const ratingInvitation = { minAccountDays: 7, minApplications: 1 } as const;
export type SurveyStatus = z.infer<typeof surveyStatusSchema>;

const talentParams = z.object({ id: positiveId });

export const getSurveyStatus = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/dashboard/{id}/survey',
  summary: 'Whether the talent has rated the service and their advocate, and who the advocate is',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  data: surveyStatusSchema,
});

export const rateTheService = defineEndpoint({
  method: 'POST',
  group: 'survey',
  path: '/talent/{id}/ratings',
  summary:
    'Rate the service once (form data with the talent id), and the advocate once when staff_id and its score are given',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  bodyType: 'multipart',
  body: ratingBodySchema,
  successStatus: 201,
  data: surveyStatusSchema,
});
