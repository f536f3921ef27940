import {
  type BlogListPage,
  blogPageQueryKey,
  blogPostQueryKey,
  getBlogPost,
  listBlogPosts,
  mediaLimits,
} from '@talent/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-error';
import { queryEndpoint } from '@/lib/http-client';

/** One page of articles, newest first, with the total to page through (spec section 7). */
export const blogPageQuery = (page: number, size: number = mediaLimits.defaultPageSize) =>
  queryOptions({
    queryKey: blogPageQueryKey(page, size),
    queryFn: async ({ signal }): Promise<BlogListPage> => {
      const answer = await queryEndpoint(
        listBlogPosts,
        { query: { page, size, sort: 'post_date:desc' } },
        { signal },
      );
      return { posts: answer.data, total: answer.meta.count ?? answer.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** An article that is not there is the page's own to tell, not the app's 404 redirect. */
export const isMissingArticle = (error: ApiError) => error.status === 404 || error.status === 400;

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: blogPostQueryKey(slug),
    queryFn: async ({ signal }) =>
      (await queryEndpoint(getBlogPost, { params: { slug } }, { signal, claim: isMissingArticle })).data,
  });
