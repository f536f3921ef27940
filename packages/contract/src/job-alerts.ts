import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * Job alerts: a talent saves the job listing's search (its words, specialization and location)
 * and hears about new jobs that fit it, daily or weekly, under the bell and, if they want it, by
 * email (the `job_alert` notification preference).
 */

export const jobAlertLimits = { perTalent: 10, searchMax: 100 } as const;

export const jobAlertFrequencies = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number];

export const jobAlertMessages = {
  saved: 'Job alert saved. We will tell you about new jobs that match it.',
  deleted: 'Job alert deleted',
  tooMany: `You can keep at most ${jobAlertLimits.perTalent} job alerts. Delete one to add another.`,
  duplicate: 'You already have a job alert for this search',
  emptySearch: 'Search or choose a specialization or location first',
  frequencyRequired: '* Please choose how often',
  searchTooLong: `At most ${jobAlertLimits.searchMax} characters`,
  wholeNumber: 'Must be a positive whole number',
  notFound: 'Job alert not found',
  unknownOption: 'Choose one from the list',
} as const;

const id = z.coerce
  .number({ error: jobAlertMessages.wholeNumber })
  .check(z.int(), z.positive(jobAlertMessages.wholeNumber));

export const jobAlertBodySchema = z
  .object({
    search: z._default(
      z.string().check(z.trim(), z.maxLength(jobAlertLimits.searchMax, jobAlertMessages.searchTooLong)),
      '',
    ),
    specialization: z._default(
      z.nullable(z.number({ error: jobAlertMessages.wholeNumber }).check(z.int(), z.positive())),
      null,
    ),
    location: z._default(
      z.nullable(z.number({ error: jobAlertMessages.wholeNumber }).check(z.int(), z.positive())),
      null,
    ),
    frequency: z.enum(jobAlertFrequencies, { error: jobAlertMessages.frequencyRequired }),
  })
  .check(
    // An alert for every job there is would be a newsletter, not an alert.
    z.refine((alert) => alert.search !== '' || alert.specialization !== null || alert.location !== null, {
      error: jobAlertMessages.emptySearch,
      path: ['search'],
    }),
  );
export type JobAlertBody = z.infer<typeof jobAlertBodySchema>;

export const jobAlertSchema = z.object({
  id: z.number().check(z.int()),
  search: z.string(),
  specialization: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  location: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  frequency: z.enum(jobAlertFrequencies),
  created_at: z.string(),
  /** Jobs published after this are the next alert's news. */
  checked_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** How a person names an alert, in the bell and in settings: "“golang” · Engineering · Jakarta". */
export function jobAlertLabel(alert: Pick<JobAlert, 'search' | 'specialization' | 'location'>): string {
  return [alert.search && `“${alert.search}”`, alert.specialization?.name, alert.location?.name]
    .filter(Boolean)
    .join(' · ');
}

export const listJobAlerts = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/talent/{id}/job-alerts',
  summary: 'The talent’s job alerts, newest first',
  access: 'talent',
  owner: 'params.id',
  params: z.object({ id }),
  data: z.array(jobAlertSchema),
});

export const createJobAlert = defineEndpoint({
  method: 'POST',
  group: 'talentV2',
  path: '/talent/{id}/job-alerts',
  summary: 'Save a job search as an alert; new jobs that fit it are announced daily or weekly',
  access: 'talent',
  owner: 'params.id',
  params: z.object({ id }),
  body: jobAlertBodySchema,
  data: jobAlertSchema,
});

export const deleteJobAlert = defineEndpoint({
  method: 'DELETE',
  group: 'talentV2',
  path: '/talent/{id}/job-alerts/{alertId}',
  summary: 'Stop a job alert',
  access: 'talent',
  owner: 'params.id',
  params: z.object({ id, alertId: id }),
  data: z.null(),
});

export const listTalentJobAlerts = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/talents/{id}/job-alerts',
  summary: 'A talent’s job alerts, newest first, for support staff',
  access: 'staff',
  params: z.object({ id }),
  data: z.array(jobAlertSchema),
});

export const sendJobAlertNow = defineEndpoint({
  method: 'POST',
  group: 'staff',
  path: '/job-alerts/{id}/send',
  summary:
    'Announce one alert’s new jobs now rather than at its next time (support, for a talent who asks why nothing came); its window moves on as on a scheduled run',
  access: 'staff',
  params: z.object({ id }),
  data: z.object({ new_jobs: z.number().check(z.int()) }),
});

export const jobAlertEndpoints = {
  listJobAlerts,
  createJobAlert,
  deleteJobAlert,
  listTalentJobAlerts,
  sendJobAlertNow,
} as const;
