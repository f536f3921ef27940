import {
  type ActivityDetail,
  type ActivitySummary,
  type HiringState,
  hiringMessages,
  hiringStageNames,
  type NettGross,
} from '@talent/contract';
import { badgeOf, stageInfoTypeOf, stageOf } from './hiring.machine.ts';
import type { ActivityRow, EventRow, ProcessRecord, RoleRow } from './hiring.repository.ts';

/** Who a talent without an advocate writes to about an activity. */
export const defaultSupportContact = { name: 'Talent Support', email: 'support@example.com' } as const;

const invitationColors: Record<string, string> = { online: 'blue', onsite: 'teal' };
const invitationNames: Record<string, string> = { online: 'Online Interview', onsite: 'Onsite Interview' };

function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function imageOf(url: string | null) {
  return url ? { original: url, medium: url, thumb: url } : null;
}

export interface ActivityParts {
  record: ProcessRecord & { process: NonNullable<ProcessRecord['process']> };
  role: RoleRow;
  history: EventRow[];
  reason: string | null;
  advocate: { fullname: string; email: string } | undefined;
}

/** Spec section 3, Activity detail: what the activity modals show. */
export function activityDetailOf({ record, role, history, reason, advocate }: ActivityParts): ActivityDetail {
  const { process, schedule, negotiations } = record;
  const state = process.state as HiringState;
  const stageId = stageOf(state);
  const lastCompany = negotiations.filter((entry) => entry.by === 'company').at(-1);
  const badge = badgeOf(state);
  const closed = state === 'accepted' || state === 'not_continued';
  return {
    id: record.applicationId,
    role_detail: {
      id: role.id,
      company_id: role.company_id,
      company_name: role.company_name,
      company_image: imageOf(role.logo_url),
      position_name: role.position_name,
      location: role.location,
      job_description: role.description,
      job_requirements: role.requirements,
      benefits: role.benefits,
      perks: role.perks,
    },
    stage: hiringStageNames[stageId],
    stage_id: stageId,
    state,
    stage_info: {
      type: stageInfoTypeOf(state),
      name: hiringStageNames[stageId],
      schedules: schedule
        ? { time_1: iso(schedule.time1), time_2: iso(schedule.time2), time_3: iso(schedule.time3) }
        : null,
      schedules_id: schedule?.id ?? null,
      interview_date: iso(schedule?.interviewDate),
      suggestion_date: state === 'interview_suggested' ? iso(schedule?.time4) : null,
      location: schedule?.location ?? null,
      notes: schedule?.notes ?? null,
      invitation_type: schedule
        ? {
            name: invitationNames[schedule.invitationType] ?? schedule.invitationType,
            color: invitationColors[schedule.invitationType] ?? 'gray',
          }
        : null,
      pic: schedule?.pic ?? null,
      url: schedule?.url ?? null,
      salary: lastCompany?.salary ?? null,
      nett_gross: (lastCompany?.nettGross as NettGross | undefined) ?? null,
      perks_and_benefits:
        negotiations.find((entry) => entry.perksAndBenefits !== null)?.perksAndBenefits ?? null,
      highlight:
        state === 'offer_accepted'
          ? { label: hiringMessages.alreadyAccepted }
          : badge
            ? { label: badge }
            : null,
      history_log: history.map((event) => ({
        id: event.id,
        date: event.createdAt.toISOString(),
        name: event.name,
        color: event.color,
      })),
      negotiations: negotiations.map((entry) => ({
        id: entry.id,
        by: entry.by,
        status: entry.status,
        salary: entry.salary,
        nett_gross: entry.nettGross as NettGross,
        date: entry.createdAt.toISOString(),
      })),
      outcome: closed ? { reason, notes: process.closedNotes } : null,
    },
    support_contact: advocate
      ? { name: advocate.fullname, email: advocate.email }
      : { ...defaultSupportContact },
    payslip:
      process.payslipName && process.payslipAt
        ? { name: process.payslipName, uploaded_at: process.payslipAt.toISOString() }
        : null,
    closed,
  };
}

export function activitySummaryOf(row: ActivityRow): ActivitySummary {
  const stageId = stageOf(row.state);
  return {
    id: row.id,
    job_id: row.job_id,
    position_name: row.position_name,
    company_id: row.company_id,
    company_name: row.company_name,
    company_image: imageOf(row.logo_url),
    stage: hiringStageNames[stageId],
    stage_id: stageId,
    state: row.state,
    type: stageInfoTypeOf(row.state),
    badge: badgeOf(row.state),
    interview_date: iso(row.interview_date),
    updated_at: iso(row.updated_at) ?? '',
  };
}

export { imageOf };
