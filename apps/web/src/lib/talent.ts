import { getTalent, type Talent } from '@talent/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isTalentLogin, readAuth, useStoredAuth, writeAuth, writeTalentData } from './auth-storage';
import { queryEndpoint } from './http-client';

/**
 * The signed-in talent, loaded whole with `GET /talent/{query}` after sign-in (spec section 7) and
 * kept in `talentData` for the header (name and photo) and every page that reads the profile. It
 * lives in lib/ because the shell, the profile and the features that show the talent all read it.
 */
export const talentQueryKey = (id: number) => ['talent', id] as const;

export function talentQuery(id: number) {
  return queryOptions({
    queryKey: talentQueryKey(id),
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getTalent, { params: { query: id } }, { signal })).data,
  });
}

/** Keeps a talent the server answered: in the query cache, in `talentData`, and its onboarding state in `auth`. */
export function keepTalent(queryClient: QueryClient, talent: Talent): void {
  queryClient.setQueryData(talentQueryKey(talent.id), talent);
  writeTalentData(talent);
  const auth = readAuth();
  if (
    auth !== null &&
    auth.id === talent.id &&
    (auth.onboarded.status !== talent.onboarded.status ||
      auth.onboarded.last_page !== talent.onboarded.last_page)
  ) {
    writeAuth({ ...auth, onboarded: { ...auth.onboarded, ...talent.onboarded } });
  }
}

/**
 * The signed-in talent's whole profile, kept in `talentData` too so the header shows the name and
 * photo; not signed in as a talent, it loads nothing.
 */
export function useTalent() {
  const auth = useStoredAuth();
  const id = auth !== null && isTalentLogin(auth) ? auth.id : null;
  const query = useQuery({ ...talentQuery(id ?? 0), enabled: id !== null });
  useEffect(() => {
    if (query.data) writeTalentData(query.data);
  }, [query.data]);
  return query;
}

/** Loads the signed-in talent into `talentData` and shows nothing (the header mounts it lazily). */
export function TalentLoader(): null {
  useTalent();
  return null;
}
