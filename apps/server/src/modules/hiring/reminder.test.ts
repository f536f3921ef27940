import { describe, expect, it } from 'vitest';
import { type ReminderRow, reminderOf } from './reminder.ts';

const now = new Date('2026-11-25T03:00:00.000Z');
const row = (id: number, state: ReminderRow['state'], interviewDate: string | null = null): ReminderRow => ({
  id,
  state,
  position_name: 'Data Analyst',
  company_name: 'Gojek',
  interview_date: interviewDate,
  invitation_type: 'online',
  location: null,
  url: 'https://meet.example.com/abc',
});

describe('reminderOf', () => {
  it('lists confirmed interviews of the next 7 days, soonest first, and leaves out past and later ones', () => {
    const reminder = reminderOf(
      [
        row(1, 'interview_confirmed', '2026-11-30T03:00:00.000Z'),
        row(2, 'interview_confirmed', '2026-11-26T03:00:00.000Z'),
        row(3, 'interview_confirmed', '2026-11-24T03:00:00.000Z'),
        row(4, 'interview_confirmed', '2026-12-03T03:00:00.000Z'),
      ],
      now,
    );
    expect(reminder.upcoming_interviews.map((interview) => interview.role_talent_id)).toEqual([2, 1]);
  });

  it('counts the invitations and the offers that wait for the talent', () => {
    const reminder = reminderOf(
      [
        row(1, 'interview_invited'),
        row(2, 'interview_invited'),
        row(3, 'offer_sent'),
        row(4, 'offer_countered'),
      ],
      now,
    );
    expect(reminder).toMatchObject({ invitations_waiting: 2, offers_waiting: 2, upcoming_interviews: [] });
  });
});
