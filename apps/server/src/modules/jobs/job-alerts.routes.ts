import {
  createJobAlert,
  deleteJobAlert,
  jobAlertMessages,
  listJobAlerts,
  listTalentJobAlerts,
  sendJobAlertNow,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { byAddress, createKeptAnswers } from '../../platform/routes/kept-answers.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createJobAlertsRepository } from './job-alerts.repository.ts';
import { createJobAlertsService } from './job-alerts.service.ts';
import type { KeptSearches } from './search/search.service.ts';

/** Alerts are due daily or weekly; looking every hour keeps each within an hour of its time. */
const announceEveryMs = 60 * 60 * 1000;

/** A talent's saved searches, the hourly run that tells them about new jobs, and staff's view of both. */
export function registerJobAlertRoutes(
  app: FastifyInstance,
  context: AppContext,
  searches: KeptSearches,
): void {
  const { db, now, events } = context;
  const service = createJobAlertsService({
    repository: createJobAlertsRepository(db),
    now,
    events,
    searches,
  });

  context.schedule.every('job-alerts:announce', announceEveryMs, async () => {
    app.log.info({ alerts: await service.announceNewJobs() }, 'announced new jobs to job alerts');
  });

  // On every dashboard open: kept as sent until one of the talent's alerts changes (decision 0163).
  registerEndpoint(app, listJobAlerts, async ({ params }) => ({ data: await service.list(params.id) }), {
    keptAnswers: createKeptAnswers(context.changes, byAddress, { ownFacts: false, tables: ['job_alerts'] }),
  });

  registerEndpoint(app, createJobAlert, async ({ params, body }) => ({
    data: await service.create(params.id, body),
    meta: { message: jobAlertMessages.saved },
  }));

  registerEndpoint(app, deleteJobAlert, async ({ params }) => {
    await service.remove(params.id, params.alertId);
    return { data: null, meta: { message: jobAlertMessages.deleted } };
  });

  registerEndpoint(app, listTalentJobAlerts, async ({ params }) => ({ data: await service.list(params.id) }));

  registerEndpoint(app, sendJobAlertNow, async ({ params }) => ({
    data: { new_jobs: await service.sendNow(params.id) },
  }));
}
