import {
  type DataOf,
  getFindMeJobIndicator,
  getMarketplaceStatus,
  getReminder,
  joinMarketplace,
  listDashboardActivities,
  type Reminder,
} from '@talent/contract';
import { HttpResponse } from 'msw';
import { answer, answerTheRestEmpty, network, onEndpoint } from '@/test/network';

const nothingToRemind: Reminder = {
  upcoming_interviews: [],
  invitations_waiting: 0,
  offers_waiting: 0,
};

const notJoined: DataOf<typeof getMarketplaceStatus> = {
  status: 0,
  next_period_mp: null,
  active_mp: null,
  expired_mp: null,
};

/**
 * The server as the dashboard meets it: `activities`, not yet in the marketplace (joining works),
 * `reminder` (held until `reminderAfter` settles, if given) and the find-me-a-job indicator on or off.
 */
export function serveHiringDashboard({
  activities,
  reminder = nothingToRemind,
  reminderAfter,
  finding = false,
}: {
  activities: DataOf<typeof listDashboardActivities>;
  reminder?: Reminder;
  reminderAfter?: Promise<void>;
  finding?: boolean;
}): void {
  answerTheRestEmpty();
  network.use(
    answer(listDashboardActivities, activities),
    answer(getMarketplaceStatus, notJoined),
    answer(
      joinMarketplace,
      { ...notJoined, status: 2, next_period_mp: '2026-11-29T17:00:00.000Z' },
      { message: 'You have joined the marketplace' },
    ),
    onEndpoint(getReminder, async () => {
      await reminderAfter;
      return HttpResponse.json({ data: reminder, meta: { message: 'Success' } });
    }),
    answer(getFindMeJobIndicator, { active: finding, until: finding ? '2027-01-24T17:00:00.000Z' : null }),
  );
}
