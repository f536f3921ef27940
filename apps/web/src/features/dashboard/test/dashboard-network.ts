import {
  acknowledgeMilestone,
  finishTour,
  getReminder,
  getTour,
  listMilestones,
  type Milestone,
} from '@talent/contract';
import { HttpResponse } from 'msw';
import { answer, answerTheRestEmpty, network, onEndpoint, type SentWrite, writeLog } from '@/test/network';

/**
 * The dashboard's server on a first visit: the tour not done until it is finished, `milestones` as
 * given until they are acknowledged, and nothing waiting. Returns every write sent, in order.
 */
export function serveDashboard(milestones: Milestone[]): SentWrite[] {
  const { writes, keep } = writeLog();
  answerTheRestEmpty();
  network.use(
    answer(getTour, { done: false, done_at: null }),
    onEndpoint(finishTour, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({
        data: { done: true, done_at: '2026-11-25T03:00:00.000Z' },
        meta: { message: 'Success' },
      });
    }),
    answer(listMilestones, milestones),
    onEndpoint(acknowledgeMilestone, async ({ request }) => {
      await keep(request);
      const acknowledged = milestones.map((m) => (m.done ? { ...m, acknowledged: true } : m));
      return HttpResponse.json({ data: acknowledged, meta: { message: 'Success' } });
    }),
    answer(getReminder, { upcoming_interviews: [], invitations_waiting: 0, offers_waiting: 0 }),
  );
  return writes;
}
