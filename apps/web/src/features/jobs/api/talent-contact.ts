import { getTalent, profileFileFields, uploadCv } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

/** The talent's name, email, phone and CV as the Apply Job modal starts from them; always read fresh. */
export function talentContactQuery(talentId: number) {
  return queryOptions({
    queryKey: ['talent', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getTalent, { params: { query: talentId } }, { signal })).data,
    staleTime: 0,
  });
}

/** Replaces the CV before an apply, telling how much of it has gone for the field's progress bar. */
export async function uploadNewerCv(talentId: number, file: File, onProgress: (percent: number) => void) {
  return (
    await queryEndpoint(
      uploadCv,
      { params: { id: talentId }, body: { [profileFileFields.cv]: file } },
      { onUploadProgress: onProgress },
    )
  ).data;
}
