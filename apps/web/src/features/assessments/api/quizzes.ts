import { type AssessmentFilter, assessmentLimits, countAssessments, listAssessments } from '@talent/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryEndpoint } from '@/lib/http-client';

/** One page of the assessment modal's tab, with the tab's total in `count`. */
export const quizPageQuery = (talentId: number, filter: AssessmentFilter, page: number) =>
  queryOptions({
    queryKey: ['assessments', 'list', talentId, filter, page],
    queryFn: async ({ signal }) => {
      const answer = await queryEndpoint(
        listAssessments,
        { query: { talent_id: talentId, filter, page, size: assessmentLimits.pageSize } },
        { signal },
      );
      return { quizzes: answer.data, count: answer.meta.count ?? answer.data.length };
    },
    placeholderData: keepPreviousData,
  });

export const quizCountsQuery = (talentId: number) =>
  queryOptions({
    queryKey: ['assessments', 'count', talentId],
    queryFn: async ({ signal }) =>
      (await queryEndpoint(countAssessments, { query: { talent_id: talentId } }, { signal })).data,
  });
