import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { salaryPredictionBodySchema } from './salary.ts';

/**
 * The dashboard's own pieces (spec section 7): the product tour a talent sees on a first visit,
 * and the milestones of getting hired with Talent. The other pieces come from their features.
 */

export const dashboardMessages = {
  wholeNumber: 'Must be a positive whole number',
  milestoneIds: 'Must be a milestone id or a list of milestone ids',
  unknownMilestone: 'There is no milestone with this id',
  milestoneNotReached: 'This milestone is not reached yet',
} as const;

const positiveId = z.coerce
  .number({ error: dashboardMessages.wholeNumber })
  .check(
    z.int({ error: dashboardMessages.wholeNumber }),
    z.positive({ error: dashboardMessages.wholeNumber }),
  );

const talentParams = z.object({ id: positiveId });

export const tourSchema = z.object({
  done: z.boolean(),
  done_at: z.nullable(z.string()),
});
export type Tour = z.infer<typeof tourSchema>;

export const getTour = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/{id}/tour',
  summary: 'Whether the talent has finished or skipped the product tour',
  access: 'talent',
  params: talentParams,
  data: tourSchema,
});

export const finishTour = defineEndpoint({
  method: 'PUT',
  group: 'talentV1',
  path: '/talent/{id}/tour',
  summary: 'Mark the product tour finished (or skipped); doing it again keeps the first time',
  access: 'talent',
  params: talentParams,
  data: tourSchema,
});

/** The milestones in the order a talent usually reaches them; `id` is what PATCH names. */
export const milestones = [
  { id: 1, key: 'profile' },
  { id: 2, key: 'cv' },
  { id: 3, key: 'apply' },
  { id: 4, key: 'interview' },
  { id: 5, key: 'certificate' },
  { id: 6, key: 'referral' },
] as const;
export type MilestoneKey = (typeof milestones)[number]['key'];

/** The share of the profile that counts as complete for the first milestone: every main section. */
export const profileMilestonePercent = 90;

export const milestoneSchema = z.object({
  id: z.number().check(z.int()),
  key: z.enum(milestones.map((milestone) => milestone.key) as [MilestoneKey, ...MilestoneKey[]]),
  done: z.boolean(),
  /** How far along, in percent, where the milestone is measured (the profile's completeness); else null. */
  progress: z.nullable(z.number().check(z.int())),
  /** The talent has seen it reached; a reached one not yet seen is celebrated once. */
  acknowledged: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const listMilestones = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/{id}/milestones',
  summary:
    'The talent’s milestones (complete profile, CV, first application, interview, certificate, referral)',
  access: 'talent',
  params: talentParams,
  data: z.array(milestoneSchema),
});

export const acknowledgeMilestone = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/talent/{id}/milestones',
  summary: 'Mark reached milestones as seen by their id (one id, or a list of them seen at once)',
  access: 'talent',
  params: talentParams,
  // A dashboard open that finds several reached since the last visit tells them in one call.
  body: z.object({
    id: z.union([z.array(positiveId).check(z.minLength(1), z.maxLength(milestones.length)), positiveId], {
      error: dashboardMessages.milestoneIds,
    }),
  }),
  data: z.array(milestoneSchema),
});

/** The dashboard's profile piece (spec section 2): who the talent is and how complete the profile is. */
export const dashboardProfileSchema = z.object({
  id: z.number().check(z.int()),
  fullname: z.string(),
  /** The position the talent looks for (the preference's position function), or null before it is chosen. */
  position_name: z.nullable(z.string()),
  /** How complete the profile is, 0 to 100, as the profile page counts it. */
  completeness: z.number().check(z.int()),
  /**
   * What the dashboard asks the talent's salary prediction with (`salaryPredictionBodyOf`), or null
   * while the profile has no job category: the dashboard needs no whole profile for it.
   */
  salary_prediction: z.nullable(salaryPredictionBodySchema),
});
export type DashboardProfile = z.infer<typeof dashboardProfileSchema>;

export const getDashboardProfile = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/dashboard/{id}/profile',
  summary:
    'The dashboard’s profile piece: name, wanted position, how complete the profile is and what its salary prediction is asked with',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  data: dashboardProfileSchema,
});
