import {
  answerReference,
  askForReference,
  type BodyOf,
  hideReferences,
  readReferenceRequest,
  sendReferenceEmail,
  showReferences,
} from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { shownByForm } from '@/lib/form-failure';
import { deadMailLink, queryEndpoint } from '@/lib/http-client';
import { talentQueryKey } from '@/lib/talent';

/** The talent's references are part of the talent: after a change it loads again. */
function useReloadTalent(talentId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: talentQueryKey(talentId) });
}

/** Asks someone for a reference; answers the server's 'Your request for {email} has been sent'. */
export function useAskForReference(talentId: number) {
  const reload = useReloadTalent(talentId);
  return useMutation({
    mutationFn: async (body: BodyOf<typeof askForReference>) =>
      (await queryEndpoint(askForReference, { params: { id: talentId }, body }, { claim: shownByForm })).meta
        .message,
    onSuccess: reload,
  });
}

/** Sends a request's mail again. */
export function useSendReferenceAgain(talentId: number) {
  return useMutation({
    mutationFn: async (referenceId: number) =>
      (
        await queryEndpoint(sendReferenceEmail, {
          params: { id: talentId },
          query: { reference_id: referenceId },
        })
      ).meta.message,
  });
}

/** Shows or hides the answered references on the profile companies see. */
export function useShowReferences(talentId: number) {
  const reload = useReloadTalent(talentId);
  return useMutation({
    mutationFn: async (shown: boolean) =>
      (await queryEndpoint(shown ? showReferences : hideReferences, { params: { id: talentId } })).meta
        .message,
    onSuccess: reload,
  });
}

/** Who asks the referee, read by the token of the mail's link. */
export const referenceRequestQuery = (token: string) =>
  queryOptions({
    queryKey: ['reference-request', token],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(readReferenceRequest, { query: { token } }, { signal, claim: deadMailLink })).data,
  });

/** The referee's answer, once. */
export function useAnswerReference() {
  return useMutation({
    mutationFn: async (body: BodyOf<typeof answerReference>) =>
      (await queryEndpoint(answerReference, { body }, { claim: shownByForm })).meta.message,
  });
}
