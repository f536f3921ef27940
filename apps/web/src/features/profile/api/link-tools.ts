import { fetchLinkPreview, listGithubRepositories } from '@talent/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint } from '@/lib/http-client';

/** A preview is a nicety: a page that cannot be read shows none rather than an error. */
const noPreview = () => true;

/** The title, description and image of a public page, read by the server (it refuses private addresses). */
export const linkPreviewQuery = (url: string) =>
  queryOptions({
    queryKey: ['link-preview', url],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(fetchLinkPreview, { body: { url } }, { signal, claim: noPreview })).data,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

/** A GitHub user's public repositories, to pick projects from. */
export function useGithubRepositories() {
  return useMutation({
    mutationFn: async (username: string) =>
      (await queryEndpoint(listGithubRepositories, { body: { username } }, { claim: shownByForm })).data,
  });
}
