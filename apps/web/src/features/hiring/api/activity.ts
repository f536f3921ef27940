import { getActivity } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';
import { hiringKey } from './activities';

export const activityQuery = (roleTalentId: number) =>
  queryOptions({
    queryKey: [...hiringKey, 'activity', roleTalentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getActivity, { params: { id: roleTalentId } }, { signal })).data,
  });
