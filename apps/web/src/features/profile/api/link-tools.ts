import { fetchLinkPreview, listGithubRepositories } from '@talent/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { shownByForm } from '@/lib/form-failure';
import { queryEndpoint, quietly } from '@/lib/http-client';

/** The title, description and image of a public page, read by the server (it refuses private addresses). */
export const linkPreviewQuery = (url: string) =>
  queryOptions({
    queryKey: ['link-preview', url],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(fetchLinkPreview, { body: { url } }, { signal, claim: quietly })).data,
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
