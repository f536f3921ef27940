import {
  acknowledgeMilestone,
  finishTour,
  getReminder,
  getTour,
  listMilestones,
  type Milestone,
} from '@talent/contract';
import { HttpResponse } from 'msw';
import { answer, answerTheRestEmpty, network, onEndpoint } from '@/test/network';

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The dashboard's server on a first visit: the tour not done until it is finished, `milestones` as
 * given until they are acknowledged, and nothing waiting. Returns every write sent, in order.
 */
export function serveDashboard(milestones: Milestone[]): SentCall[] {
  const sent: SentCall[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  answerTheRestEmpty();
  network.use(
    answer(getTour, { done: false, done_at: null }),
    onEndpoint(finishTour, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        data: { done: true, done_at: '2026-11-25T03:00:00.000Z' },
        meta: { message: 'Success' },
      });
    }),
    answer(listMilestones, milestones),
    onEndpoint(acknowledgeMilestone, async ({ request }) => {
      await record(request);
      const acknowledged = milestones.map((m) => (m.done ? { ...m, acknowledged: true } : m));
      return HttpResponse.json({ data: acknowledged, meta: { message: 'Success' } });
    }),
    answer(getReminder, { upcoming_interviews: [], invitations_waiting: 0, offers_waiting: 0 }),
  );
  return sent;
}
