import type { HiringState, NettGross } from '@talent/contract';
import { type Database, schema } from '@talent/db';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Change, HistoryEvent, ProcessView } from './hiring.machine.ts';
import { stageOf } from './hiring.machine.ts';
import type { ReminderRow } from './reminder.ts';

const {
  hiringProcesses,
  interviewSchedules,
  offerNegotiations,
  hiringEvents,
  talentAdvocates,
  jobApplications,
  jobs,
  users,
  rejectionReasons,
} = schema;

export type ProcessRow = typeof hiringProcesses.$inferSelect;
export type ScheduleRow = typeof interviewSchedules.$inferSelect;
export type NegotiationRow = typeof offerNegotiations.$inferSelect;
export type EventRow = typeof hiringEvents.$inferSelect;

/** An application with its hiring, as the machine and the shapes read it. */
export interface ProcessRecord {
  applicationId: number;
  talentId: number;
  jobId: number;
  appliedAt: Date;
  process: ProcessRow | null;
  schedule: ScheduleRow | null;
  negotiations: NegotiationRow[];
}

/** Thrown inside a transaction when another request moved the process first: it rolls back, and the service decides again. */
export class StaleProcess extends Error {}

export function viewOf(record: ProcessRecord): ProcessView {
  const { process, schedule, negotiations } = record;
  const lastBy = (by: 'company' | 'talent') => {
    const row = negotiations.filter((entry) => entry.by === by).at(-1);
    return row ? { salary: row.salary, nettGross: row.nettGross as NettGross } : null;
  };
  return {
    state: (process?.state as HiringState | undefined) ?? null,
    schedule: schedule
      ? {
          scheduleId: schedule.id,
          slots: [schedule.time1, schedule.time2, schedule.time3].filter(
            (slot): slot is Date => slot !== null,
          ),
          suggested: schedule.time4,
          interviewDate: schedule.interviewDate,
          details: {
            invitationType: schedule.invitationType,
            location: schedule.location,
            url: schedule.url,
            notes: schedule.notes,
            pic: schedule.pic,
          },
        }
      : null,
    lastCompanySalary: lastBy('company'),
    lastTalentAsk: lastBy('talent'),
    closedReasonId: process?.closedReasonId ?? null,
  };
}

/**
 * A talent's processes with the role, company and schedule in force, as the dashboard's reads take
 * them (`hp`, `j`, `p`, `co`, `s`).
 */
const processesWithRoles = sql`
  from hiring_processes hp
  join job_applications a on a.id = hp.application_id
  join jobs j on j.id = a.job_id
  join positions p on p.id = j.position_id
  join companies co on co.id = j.company_id
  left join interview_schedules s on s.id = hp.schedule_id`;

export function createHiringRepository(db: Database) {
  async function findProcess(applicationId: number): Promise<ProcessRecord | undefined> {
    const [row] = await db
      .select({ application: jobApplications, process: hiringProcesses, schedule: interviewSchedules })
      .from(jobApplications)
      .leftJoin(hiringProcesses, eq(hiringProcesses.applicationId, jobApplications.id))
      .leftJoin(interviewSchedules, eq(interviewSchedules.id, hiringProcesses.scheduleId))
      .where(eq(jobApplications.id, applicationId));
    if (!row) return undefined;
    const negotiations = row.process
      ? await db
          .select()
          .from(offerNegotiations)
          .where(eq(offerNegotiations.applicationId, applicationId))
          .orderBy(asc(offerNegotiations.id))
      : [];
    return {
      applicationId,
      talentId: row.application.talentId,
      jobId: row.application.jobId,
      appliedAt: row.application.appliedAt,
      process: row.process,
      schedule: row.schedule,
      negotiations,
    };
  }

  /**
   * Makes one move in one transaction: the conditional update of the state (only from the version
   * the decision saw), the move's own writes and its history entry. When another request moved the
   * process first, nothing is kept and StaleProcess is thrown.
   */
  /**
   * Applies a decided move in one transaction; a pay slip sent with a negotiation is kept in the
   * same one, so either both are stored or neither is.
   */
  async function applyMove(
    record: ProcessRecord,
    move: { to: HiringState; changes: Change[]; event: HistoryEvent },
    at: Date,
    payslip: { key: string; name: string } | null = null,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const seen = record.process?.version ?? 0;
      const version = seen + 1;
      let scheduleId = record.process?.scheduleId ?? null;
      let offerId = record.process?.offerId ?? null;
      const closed = move.changes.find((change) => change.kind === 'close');

      for (const change of move.changes) {
        if (change.kind === 'newSchedule') {
          const [slot1, slot2, slot3] = change.schedule.slots;
          const [made] = await tx
            .insert(interviewSchedules)
            .values({
              applicationId: record.applicationId,
              time1: slot1 ?? null,
              time2: slot2 ?? null,
              time3: slot3 ?? null,
              invitationType: change.schedule.invitationType,
              location: change.schedule.location,
              url: change.schedule.url,
              notes: change.schedule.notes,
              pic: change.schedule.pic,
              createdAt: at,
            })
            .returning({ id: interviewSchedules.id });
          scheduleId = made?.id ?? null;
        } else if (change.kind === 'offer') {
          const [made] = await tx
            .insert(offerNegotiations)
            .values({
              applicationId: record.applicationId,
              by: change.by,
              status: change.status,
              salary: change.salary,
              nettGross: change.nettGross,
              perksAndBenefits: change.perksAndBenefits,
              createdAt: at,
            })
            .returning({ id: offerNegotiations.id });
          if (change.by === 'company') offerId = made?.id ?? null;
        }
      }

      const values = {
        state: move.to,
        stageId: stageOf(move.to),
        version,
        scheduleId,
        offerId,
        updatedAt: at,
        ...(closed ? { closedReasonId: closed.reasonId, closedNotes: closed.notes } : {}),
        ...(payslip ? { payslipKey: payslip.key, payslipName: payslip.name, payslipAt: at } : {}),
      };
      const moved = record.process
        ? await tx
            .update(hiringProcesses)
            .set(values)
            .where(
              and(eq(hiringProcesses.applicationId, record.applicationId), eq(hiringProcesses.version, seen)),
            )
            .returning({ version: hiringProcesses.version })
        : await tx
            .insert(hiringProcesses)
            .values({ applicationId: record.applicationId, talentId: record.talentId, ...values })
            .onConflictDoNothing()
            .returning({ version: hiringProcesses.version });
      if (moved.length === 0) throw new StaleProcess();

      for (const change of move.changes) {
        if (change.kind === 'confirm' && scheduleId !== null)
          await tx
            .update(interviewSchedules)
            .set({ interviewDate: change.at })
            .where(eq(interviewSchedules.id, scheduleId));
        if (change.kind === 'suggest' && scheduleId !== null)
          await tx
            .update(interviewSchedules)
            .set({ time4: change.at })
            .where(eq(interviewSchedules.id, scheduleId));
      }
      await tx.insert(hiringEvents).values({
        applicationId: record.applicationId,
        version,
        kind: move.event.kind,
        name: move.event.name,
        color: move.event.color,
        createdAt: at,
      });
    });
  }

  return {
    findProcess,
    applyMove,

    async history(applicationId: number): Promise<EventRow[]> {
      return db
        .select()
        .from(hiringEvents)
        .where(eq(hiringEvents.applicationId, applicationId))
        .orderBy(asc(hiringEvents.id));
    },

    /** The job, company and texts an activity shows. */
    async roleOf(jobId: number) {
      const { rows } = await db.execute<RoleRow>(sql`
        select j.id, j.company_id, co.name as company_name, co.logo_url, ci.name as location,
          p.name as position_name, coalesce(jt.description, '') as description,
          coalesce(jt.requirements, '') as requirements, coalesce(jt.benefits, '') as benefits,
          coalesce(jt.perks, '') as perks
        from jobs j
        join companies co on co.id = j.company_id
        join cities ci on ci.id = j.city_id
        join positions p on p.id = j.position_id
        left join job_texts jt on jt.job_id = j.id
        where j.id = ${jobId}`);
      return rows[0];
    },

    async reasonName(id: number | null): Promise<string | null> {
      if (id === null) return null;
      const [row] = await db
        .select({ name: rejectionReasons.name })
        .from(rejectionReasons)
        .where(eq(rejectionReasons.id, id));
      return row?.name ?? null;
    },

    async reasonCategory(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ category: rejectionReasons.category })
        .from(rejectionReasons)
        .where(eq(rejectionReasons.id, id));
      return row?.category;
    },

    async advocateOf(talentId: number) {
      const [row] = await db
        .select({ id: users.id, fullname: users.fullname, email: users.email })
        .from(talentAdvocates)
        .innerJoin(users, eq(users.id, talentAdvocates.staffId))
        .where(eq(talentAdvocates.talentId, talentId));
      return row;
    },

    /** The talent's processes that wait on them or on an interview day, for the dashboard's reminder. */
    async reminderRows(talentId: number) {
      const rows = await db.execute<ReminderRow>(sql`
        select hp.application_id as id, hp.state, p.name as position_name, co.name as company_name,
          s.interview_date, s.invitation_type, s.location, s.url
        ${processesWithRoles}
        where hp.talent_id = ${talentId}
          and hp.state in ('interview_invited', 'interview_confirmed', 'offer_sent', 'offer_countered')`);
      return rows.rows;
    },

    /** Whether a company has taken any of the talent's applications further than applied. */
    async hasAnyProcess(talentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: hiringProcesses.applicationId })
        .from(hiringProcesses)
        .where(eq(hiringProcesses.talentId, talentId))
        .limit(1);
      return row !== undefined;
    },

    /** The companies a talent is in process with (interview, offer or accepted), newest change first. */
    async companiesInProcess(talentId: number) {
      const rows = await db.execute<{
        company_id: number;
        company_name: string;
        logo_url: string | null;
        position_name: string;
      }>(sql`
        select distinct on (co.id) co.id as company_id, co.name as company_name, co.logo_url, p.name as position_name
        ${processesWithRoles}
        where hp.talent_id = ${talentId} and hp.stage_id between 1 and 3
        order by co.id, hp.updated_at desc`);
      return rows.rows;
    },

    /** The talent's activities, one page and the total; `byStage` orders as the dashboard groups. */
    async activities(
      talentId: number,
      options: { stageId?: number | undefined; page: number; size: number; byStage: boolean },
    ) {
      const where: SQL = sql`hp.talent_id = ${talentId} ${options.stageId ? sql`and hp.stage_id = ${options.stageId}` : sql``}`;
      const order = options.byStage
        ? sql`hp.stage_id, hp.updated_at desc, hp.application_id desc`
        : sql`hp.updated_at desc, hp.application_id desc`;
      const limit = options.size === -1 ? sql`all` : sql`${options.size}`;
      const offset = options.size === -1 ? 0 : (options.page - 1) * options.size;
      // One round trip: the page carries the total with it; only a page past the end asks again.
      const page = await db.execute<ActivityRow & { total: number }>(sql`
        select hp.application_id as id, hp.state, hp.updated_at, j.id as job_id, p.name as position_name,
          co.id as company_id, co.name as company_name, co.logo_url, s.interview_date,
          count(*) over () as total
        ${processesWithRoles}
        where ${where}
        order by ${order}
        limit ${limit} offset ${offset}`);
      const first = page.rows[0];
      if (first) return { rows: page.rows, count: Number(first.total) };
      const total = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from hiring_processes hp where ${where}`,
      );
      return { rows: page.rows, count: Number(total.rows[0]?.n ?? 0) };
    },

    /** A company the talent has an activity with, and how many activities. */
    async companyOfTalent(talentId: number, companyId: number) {
      const { rows } = await db.execute<CompanyRow>(sql`
        select co.id, co.name, co.logo_url, ci.name as location, bf.name as industry, co.about,
          (select count(*)::int from hiring_processes hp join job_applications a on a.id = hp.application_id
             join jobs j on j.id = a.job_id where hp.talent_id = ${talentId} and j.company_id = co.id) as activities
        from companies co
        left join cities ci on ci.id = co.city_id
        left join business_fields bf on bf.id = co.business_field_id
        where co.id = ${companyId}`);
      return rows[0];
    },

    /** Keeps the newest pay slip of a negotiation; answers the key it replaced, for removal. */
    async setPayslip(
      applicationId: number,
      file: { key: string; name: string },
      at: Date,
      states: readonly HiringState[],
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ key: hiringProcesses.payslipKey })
          .from(hiringProcesses)
          .where(
            and(
              eq(hiringProcesses.applicationId, applicationId),
              inArray(hiringProcesses.state, [...states]),
            ),
          )
          .for('update');
        if (!before) return { stored: false as const };
        await tx
          .update(hiringProcesses)
          .set({ payslipKey: file.key, payslipName: file.name, payslipAt: at })
          .where(eq(hiringProcesses.applicationId, applicationId));
        return { stored: true as const, replaced: before.key };
      });
    },

    // --- staff -------------------------------------------------------------------------------

    async staffApplications(query: {
      jobId?: number | undefined;
      talentId?: number | undefined;
      page: number;
      size: number;
    }) {
      const where = sql`true ${query.jobId ? sql`and a.job_id = ${query.jobId}` : sql``} ${query.talentId ? sql`and a.talent_id = ${query.talentId}` : sql``}`;
      const limit = query.size === -1 ? sql`all` : sql`${query.size}`;
      const offset = query.size === -1 ? 0 : (query.page - 1) * query.size;
      const [page, total] = await Promise.all([
        db.execute<StaffApplicationRow>(sql`
          select a.id, a.talent_id, u.fullname as talent_name, a.job_id, p.name as position_name,
            co.name as company_name, hp.state, hp.stage_id
          from job_applications a
          join users u on u.id = a.talent_id
          join jobs j on j.id = a.job_id
          join positions p on p.id = j.position_id
          join companies co on co.id = j.company_id
          left join hiring_processes hp on hp.application_id = a.id
          where ${where}
          order by a.applied_at desc, a.id desc
          limit ${limit} offset ${offset}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from job_applications a where ${where}`),
      ]);
      return { rows: page.rows, count: Number(total.rows[0]?.n ?? 0) };
    },

    async setJobOpen(jobId: number, open: boolean, at: Date) {
      const [row] = await db
        .update(jobs)
        .set({ isOpen: open, closedAt: open ? null : at, ...(open ? { publishedAt: at } : {}) })
        .where(eq(jobs.id, jobId))
        .returning({ id: jobs.id, isOpen: jobs.isOpen });
      return row;
    },

    async isStaff(userId: number): Promise<boolean> {
      const [row] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId));
      return row?.type === 'staff';
    },

    async isTalent(userId: number): Promise<boolean> {
      const [row] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId));
      return row?.type === 'talent';
    },

    async assignAdvocate(talentId: number, staffId: number, at: Date) {
      await db
        .insert(talentAdvocates)
        .values({ talentId, staffId, assignedAt: at })
        .onConflictDoUpdate({ target: talentAdvocates.talentId, set: { staffId, assignedAt: at } });
    },
  };
}

export type HiringRepository = ReturnType<typeof createHiringRepository>;

export interface RoleRow extends Record<string, unknown> {
  id: number;
  company_id: number;
  company_name: string;
  logo_url: string | null;
  location: string;
  position_name: string;
  description: string;
  requirements: string;
  benefits: string;
  perks: string;
}

export interface ActivityRow extends Record<string, unknown> {
  id: number;
  state: HiringState;
  updated_at: Date | string;
  job_id: number;
  position_name: string;
  company_id: number;
  company_name: string;
  logo_url: string | null;
  interview_date: Date | string | null;
}

export interface CompanyRow extends Record<string, unknown> {
  id: number;
  name: string;
  logo_url: string | null;
  location: string | null;
  industry: string | null;
  about: string | null;
  activities: number;
}

export interface StaffApplicationRow extends Record<string, unknown> {
  id: number;
  talent_id: number;
  talent_name: string;
  job_id: number;
  position_name: string;
  company_name: string;
  state: HiringState | null;
  stage_id: number | null;
}
