import { certificateQueryKey, downloadCertificate, lookUpCertificates } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-error';
import { endpointUrl, queryEndpoint } from '@/lib/http-client';

/** The lookup found no certificate with the id: the page shows /talent/certificate-not-found, not /talent/404. */
export const certificateNotFound = (error: ApiError) => error.type === 'NOT_FOUND';

/** The certificate with this public id; NOT_FOUND when none has it (then the not-found page). */
export const certificateQuery = (uid: string) =>
  queryOptions({
    queryKey: certificateQueryKey(uid),
    queryFn: async ({ signal }) =>
      (await queryEndpoint(lookUpCertificates, { query: { uid } }, { signal, claim: certificateNotFound }))
        .data,
  });

/** The certificates a talent has earned, newest first, for their own profile. */
export const earnedCertificatesQuery = (talentId: number) =>
  queryOptions({
    queryKey: ['certificates', 'talent', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(lookUpCertificates, { query: { talent_id: talentId } }, { signal })).data,
  });

/** The PDF is a plain link: the browser downloads it, and a guest needs no token. */
export const certificatePdfUrl = (uid: string) => endpointUrl(downloadCertificate, { params: { uid } });
