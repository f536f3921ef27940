import {
  type JobAlert,
  type JobAlertBody,
  jobAlertLabel,
  jobAlertLimits,
  jobAlertMessages,
  notificationTexts,
} from '@talent/contract';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isForeignKeyViolation } from '../../platform/errors/database-errors.ts';
import type { EventPublisher } from '../../platform/events/events.ts';
import type { JobAlertRow, JobAlertsRepository } from './job-alerts.repository.ts';
import type { KeptSearches } from './search/search.service.ts';

/** How many alerts one run looks at; the rest wait for the next hourly run. */
const alertsPerRun = 500;
/** How many new jobs a notification names. */
const namedJobs = 2;

/** A saved search as stored and shown: lowered, its words one space apart, at most 8 of them. */
function savedSearchOf(search: string | undefined): string {
  return (search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .join(' ');
}

export function jobAlertOf(row: JobAlertRow): JobAlert {
  return {
    id: row.id,
    search: row.search,
    specialization:
      row.position_category_id === null
        ? null
        : { id: row.position_category_id, name: row.position_category_name ?? '' },
    location: row.city_id === null ? null : { id: row.city_id, name: row.city_name ?? '' },
    frequency: row.frequency,
    created_at: new Date(row.created_at).toISOString(),
    checked_at: new Date(row.checked_at).toISOString(),
  };
}

/** The listing with the alert's search, where the notification leads. */
export function listingLinkOf(alert: JobAlert): string {
  const params = new URLSearchParams({ sort: 'date' });
  if (alert.search) params.set('search', alert.search);
  if (alert.specialization) params.set('specialization', String(alert.specialization.id));
  if (alert.location) params.set('location', String(alert.location.id));
  return `/talent/job-opportunities?${params.toString()}`;
}

/**
 * What the bell says about new jobs for an alert, in the contract's English (stored so); its mail
 * and the bell find the reader's wording of it with `messageIn`.
 */
export function newJobsText(alert: JobAlert, count: number, titles: readonly string[]): string {
  const label = jobAlertLabel(alert);
  const named = titles.join(', ');
  return count > titles.length
    ? notificationTexts.newJobsAndMore(count, label, named, count - titles.length)
    : notificationTexts.newJobs(count, label, named);
}

/** The foreign key of an alert's location; any other it breaks is its specialization's. */
const unknownCity = 'job_alerts_city_id_cities_id_fk';

/**
 * A specialization or location id that names no row (the database refuses the foreign key) is
 * the caller's mistake: a 400 at that field, not a 500.
 */
function unknownOptionOf(error: unknown): AppError | undefined {
  if (!isForeignKeyViolation(error)) return undefined;
  const field = isForeignKeyViolation(error, unknownCity) ? 'location' : 'specialization';
  return new AppError(400, 'VALIDATION_ERROR', jobAlertMessages.unknownOption, {
    fields: { [field]: jobAlertMessages.unknownOption },
  });
}

export function createJobAlertsService({
  repository,
  now,
  events,
  searches,
}: {
  repository: JobAlertsRepository;
  now: () => Date;
  events: EventPublisher;
  /** The listing's understanding of a search (decision 0122), so an alert finds the jobs its link lists. */
  searches: KeptSearches;
}) {
  /** The alert's new jobs up to `until`, told to its talent; how many there were (0: nothing told). */
  async function announce(row: JobAlertRow, until: Date): Promise<number> {
    const alert = jobAlertOf(row);
    const since = new Date(row.checked_at);
    const { search } = await searches.understand(alert.search);
    const found = await repository.newJobsFor(
      {
        ...(alert.specialization ? { specialization: alert.specialization.id } : {}),
        ...(alert.location ? { location: alert.location.id } : {}),
        search,
      },
      since,
      until,
      namedJobs,
    );
    if (!(await repository.markChecked(alert.id, since, until)) || found.count === 0) return 0;
    await events.publish('notification.requested', {
      talentId: row.talent_id,
      type: 'job_alert',
      text: newJobsText(alert, found.count, found.titles),
      urlAction: listingLinkOf(alert),
    });
    return found.count;
  }

  return {
    async list(talentId: number): Promise<JobAlert[]> {
      return (await repository.alertsOf(talentId)).map(jobAlertOf);
    },

    async create(talentId: number, body: JobAlertBody): Promise<JobAlert> {
      const stored = await repository
        .insertAlertWithin(jobAlertLimits.perTalent, {
          talentId,
          search: savedSearchOf(body.search),
          positionCategoryId: body.specialization,
          cityId: body.location,
          frequency: body.frequency,
          at: now(),
        })
        .catch((error: unknown) => {
          throw unknownOptionOf(error) ?? error;
        });
      if (stored === 'full') throw new AppError(409, 'CONFLICT', jobAlertMessages.tooMany);
      if (stored === 'duplicate') throw conflict(jobAlertMessages.duplicate);
      return jobAlertOf(stored);
    },

    async remove(talentId: number, alertId: number): Promise<void> {
      if (!(await repository.deleteAlert(talentId, alertId))) throw notFound(jobAlertMessages.notFound);
    },

    /**
     * Tells each talent whose alert is due about the open jobs published since it last looked.
     * Each alert's window moves on once, so a job is announced once however often this runs.
     */
    async announceNewJobs(): Promise<number> {
      const until = now();
      let told = 0;
      for (const row of await repository.dueAlerts(until, alertsPerRun)) {
        if ((await announce(row, until)) > 0) told += 1;
      }
      return told;
    },

    /**
     * Announces one alert's new jobs now instead of at its next time, for support staff answering
     * a talent who asks why nothing came; its window moves on as on a scheduled run.
     */
    async sendNow(alertId: number): Promise<number> {
      const row = await repository.alertById(alertId);
      if (!row) throw notFound(jobAlertMessages.notFound);
      return announce(row, now());
    },
  };
}
