import { type HiringState, hiringLimits, type Reminder } from '@talent/contract';

/** A process waiting on the talent or on an interview day, as the repository reads it. */
export type ReminderRow = {
  id: number;
  state: HiringState;
  position_name: string;
  company_name: string;
  interview_date: Date | string | null;
  invitation_type: string | null;
  location: string | null;
  url: string | null;
};

const day = 86_400_000;

/**
 * The dashboard's reminder from the talent's open processes: confirmed interviews from now to
 * `reminderDays` ahead, soonest first, and how many invitations and offers wait for an answer.
 */
export function reminderOf(rows: readonly ReminderRow[], now: Date): Reminder {
  const horizon = now.getTime() + hiringLimits.reminderDays * day;
  const upcoming = rows
    .filter((row) => row.state === 'interview_confirmed' && row.interview_date !== null)
    .map((row) => ({ row, at: new Date(row.interview_date ?? 0) }))
    .filter(({ at }) => at.getTime() >= now.getTime() && at.getTime() <= horizon)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    upcoming_interviews: upcoming.map(({ row, at }) => ({
      role_talent_id: row.id,
      position_name: row.position_name,
      company_name: row.company_name,
      interview_date: at.toISOString(),
      invitation_type: row.invitation_type ?? 'online',
      location: row.location,
      url: row.url,
    })),
    invitations_waiting: rows.filter((row) => row.state === 'interview_invited').length,
    offers_waiting: rows.filter((row) => row.state === 'offer_sent' || row.state === 'offer_countered')
      .length,
  };
}
