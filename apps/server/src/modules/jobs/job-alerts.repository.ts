import { type Database, jobAlerts } from '@talent/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { type JobSearch, searchConditions } from './jobs.repository.ts';

export interface JobAlertRow extends Record<string, unknown> {
  id: number;
  talent_id: number;
  search: string;
  position_category_id: number | null;
  position_category_name: string | null;
  city_id: number | null;
  city_name: string | null;
  frequency: 'daily' | 'weekly';
  created_at: Date | string;
  checked_at: Date | string;
}

/** An alert's row with the names of its specialization and city, for the list and the notification. */
const alertColumns = sql`a.id, a.talent_id, a.search, a.position_category_id, pc.name as position_category_name,
  a.city_id, c.name as city_name, a.frequency, a.created_at, a.checked_at`;
const alertJoins = sql`left join position_categories pc on pc.id = a.position_category_id
  left join cities c on c.id = a.city_id`;

export interface NewJobs {
  count: number;
  /** A few of them, newest first: "Backend Engineer at Gojek". */
  titles: string[];
}

/** The job alerts' table, for the service that keeps and announces them (decision 0030). */
export function createJobAlertsRepository(db: Database) {
  return {
    async alertsOf(talentId: number): Promise<JobAlertRow[]> {
      const { rows } = await db.execute<JobAlertRow>(
        sql`select ${alertColumns} from job_alerts a ${alertJoins}
          where a.talent_id = ${talentId} order by a.id desc`,
      );
      return rows;
    },

    async alertById(alertId: number): Promise<JobAlertRow | undefined> {
      const { rows } = await db.execute<JobAlertRow>(
        sql`select ${alertColumns} from job_alerts a ${alertJoins} where a.id = ${alertId}`,
      );
      return rows[0];
    },

    /**
     * Stores the alert, checked from now, when the talent has fewer than `limit`: 'full' when it has
     * that many, 'duplicate' when it has this search already. The count and the insert run under a
     * lock on the talent's account row, so parallel saves take turns and never pass the limit
     * together (a check before the insert let 30 parallel saves store 17-21).
     */
    async insertAlertWithin(
      limit: number,
      alert: {
        talentId: number;
        search: string;
        positionCategoryId: number | null;
        cityId: number | null;
        frequency: 'daily' | 'weekly';
        at: Date;
      },
    ): Promise<JobAlertRow | 'full' | 'duplicate'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${alert.talentId} for update`);
        const [row] = await tx
          .select({ alerts: count() })
          .from(jobAlerts)
          .where(eq(jobAlerts.talentId, alert.talentId));
        if ((row?.alerts ?? 0) >= limit) return 'full' as const;
        const [inserted] = await tx
          .insert(jobAlerts)
          .values({
            talentId: alert.talentId,
            search: alert.search,
            positionCategoryId: alert.positionCategoryId,
            cityId: alert.cityId,
            frequency: alert.frequency,
            createdAt: alert.at,
            checkedAt: alert.at,
          })
          .onConflictDoNothing()
          .returning({ id: jobAlerts.id });
        if (!inserted) return 'duplicate' as const;
        const { rows } = await tx.execute<JobAlertRow>(
          sql`select ${alertColumns} from job_alerts a ${alertJoins} where a.id = ${inserted.id}`,
        );
        // The row this transaction has just stored.
        return rows[0] as JobAlertRow;
      });
    },

    async deleteAlert(talentId: number, alertId: number): Promise<boolean> {
      const deleted = await db
        .delete(jobAlerts)
        .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.talentId, talentId)))
        .returning({ id: jobAlerts.id });
      return deleted.length > 0;
    },

    /** Alerts whose period has passed since they last looked, oldest first, a batch at a time. */
    async dueAlerts(now: Date, limit: number): Promise<JobAlertRow[]> {
      const day = sql`interval '1 day'`;
      const week = sql`interval '7 days'`;
      const { rows } =
        await db.execute<JobAlertRow>(sql`select ${alertColumns} from job_alerts a ${alertJoins}
        where a.checked_at <= ${now}::timestamptz - case a.frequency when 'weekly' then ${week} else ${day} end
        order by a.checked_at limit ${limit}`);
      return rows;
    },

    /**
     * Open jobs that fit the alert and were published after `since`, up to `until`: those the listing
     * finds for its search holding every word (a job with only some is no news to announce).
     */
    async newJobsFor(
      alert: { specialization?: number; location?: number; search: JobSearch },
      since: Date,
      until: Date,
      titles: number,
    ): Promise<NewJobs> {
      const where: SQL = sql.join(
        [
          sql`j.is_open`,
          sql`j.published_at > ${since}`,
          sql`j.published_at <= ${until}`,
          ...(alert.specialization === undefined
            ? []
            : [sql`j.position_category_id = ${alert.specialization}`]),
          ...(alert.location === undefined ? [] : [sql`j.city_id = ${alert.location}`]),
          ...searchConditions(alert.search, 'all'),
        ],
        sql` and `,
      );
      const { rows } = await db.execute<{
        total: number;
        title: string;
      }>(sql`select count(*) over ()::int as total,
          p.name || ' at ' || co.name as title
        from jobs j join positions p on p.id = j.position_id join companies co on co.id = j.company_id
        where ${where} order by j.published_at desc, j.id desc limit ${titles}`);
      return { count: Number(rows[0]?.total ?? 0), titles: rows.map((row) => row.title) };
    },

    /** Moves the alert's window on; false when another run already did (it then announces nothing). */
    async markChecked(alertId: number, seen: Date, until: Date): Promise<boolean> {
      const moved = await db
        .update(jobAlerts)
        .set({ checkedAt: until })
        .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.checkedAt, seen)))
        .returning({ id: jobAlerts.id });
      return moved.length > 0;
    },
  };
}

export type JobAlertsRepository = ReturnType<typeof createJobAlertsRepository>;
