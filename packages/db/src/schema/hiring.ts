import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { jobApplications } from './jobs.ts';
import { rejectionReasons } from './master-data.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The hiring of one application (the spec's role-talent): one row per application that a company
 * took further than applied. `state` is the state machine's state; the stage follows from it.
 * `version` grows with every transition, so a transition is one conditional update
 * (`where state = expected and version = seen`) and two identical requests at once make one change.
 */
export const hiringProcesses = pgTable(
  'hiring_processes',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    stageId: smallint('stage_id').notNull(),
    version: integer('version').notNull().default(1),
    /** The interview schedule now in force. */
    scheduleId: integer('schedule_id'),
    /** The latest offer the company sent. */
    offerId: integer('offer_id'),
    closedReasonId: integer('closed_reason_id').references(() => rejectionReasons.id),
    closedNotes: text('closed_notes'),
    payslipKey: text('payslip_key'),
    payslipName: text('payslip_name'),
    payslipAt: at('payslip_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('hiring_processes_stage_range', sql`${t.stageId} between 1 and 4`),
    // The dashboard lists a talent's activities by stage, newest change first.
    index('hiring_processes_talent_stage_idx').on(t.talentId, t.stageId, sql`${t.updatedAt} desc`),
    index('hiring_processes_talent_updated_idx').on(t.talentId, sql`${t.updatedAt} desc`),
  ],
);

/** An interview invitation: up to three one-hour preset slots, the talent's suggested time and the chosen one. */
export const interviewSchedules = pgTable(
  'interview_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    time1: at('time_1'),
    time2: at('time_2'),
    time3: at('time_3'),
    /** The talent's suggestion (the spec's time_4). */
    time4: at('time_4'),
    interviewDate: at('interview_date'),
    invitationType: text('invitation_type').notNull().default('online'),
    location: text('location'),
    url: text('url'),
    notes: text('notes'),
    pic: text('pic'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('interview_schedules_application_idx').on(t.applicationId)],
);

/**
 * Every salary put on the table, oldest first: the company's offers and answers (`by` company)
 * and the talent's accept (status 12) or negotiation (status 22).
 */
export const offerNegotiations = pgTable(
  'offer_negotiations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    by: text('by', { enum: ['company', 'talent'] }).notNull(),
    status: smallint('status'),
    salary: bigint('salary', { mode: 'number' }).notNull(),
    nettGross: text('nett_gross', { enum: ['nett', 'gross'] }).notNull(),
    perksAndBenefits: text('perks_and_benefits'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('offer_negotiations_salary_positive', sql`${t.salary} > 0`),
    index('offer_negotiations_application_idx').on(t.applicationId, t.id),
  ],
);

/** The history log of an application: what happened, when, in the colour the modal shows. */
export const hiringEvents = pgTable(
  'hiring_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    /** The process version this event made; one event per transition, whatever retries arrive. */
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hiring_events_application_version_unique').on(t.applicationId, t.version)],
);

/** The staff member who looks after a talent (spec section 3, Talent advocate). */
export const talentAdvocates = pgTable('talent_advocates', {
  talentId: integer('talent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id')
    .notNull()
    .references(() => users.id),
  assignedAt: at('assigned_at').notNull().defaultNow(),
});

/** Where the talent stands in the marketplace (spec section 4's status number) and its dates. */
export const talentMarketplace = pgTable('talent_marketplace', {
  talentId: integer('talent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull().default(0),
  nextPeriodAt: at('next_period_at'),
  activeUntil: at('active_until'),
  expiredAt: at('expired_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
