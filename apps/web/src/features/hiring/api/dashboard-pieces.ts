import { getFindMeJobIndicator, getReminder } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint, quietly } from '@/lib/http-client';
import { hiringKey } from './activities';

/** Confirmed interviews soon, and the invitations and offers waiting for an answer. */
export const reminderQuery = (talentId: number) =>
  queryOptions({
    queryKey: [...hiringKey, 'reminder', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getReminder, { params: { id: talentId } }, { signal, claim: quietly })).data,
  });

/** Whether Talent is finding the talent a job now: their marketplace period is on. */
export const findMeJobQuery = (talentId: number) =>
  queryOptions({
    queryKey: [...hiringKey, 'find-me-job', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getFindMeJobIndicator, { params: { id: talentId } }, { signal, claim: quietly }))
        .data,
  });
