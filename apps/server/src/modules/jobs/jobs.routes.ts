import {
  applyToJob,
  applyToOpportunity,
  bookmarkJob,
  bookmarkOpportunity,
  checkOpportunityPrompts,
  getGuestJob,
  getJob,
  getRoleDetail,
  guestJobQueryKey,
  listTalentOpportunities,
  type SearchUnderstanding,
  suggestOpportunitySearches,
  unbookmarkJob,
  unbookmarkOpportunity,
  understandOpportunitySearch,
} from '@talent/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { createKeptForRevision } from '../../platform/kept/kept-for-revision.ts';
import { createKeptAnswers } from '../../platform/routes/kept-answers.ts';
import { registerEndpoint } from '../../platform/routes/register-endpoint.ts';
import { createKeptMatchProfiles, talentHasCv } from '../profile/index.ts';
import { registerJobAlertRoutes } from './job-alerts.routes.ts';
import { jobSharedPage } from './job-page.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { createJobsService, type JobsService } from './jobs.service.ts';
import { createKeptListing, type KeptListing } from './kept-listing.ts';
import { createSearchRepository } from './search/search.repository.ts';
import { understandListingSearch } from './search/search.service.ts';

/**
 * The job calls of the spec: `/v2/jobs/{id}` with apply, bookmark and unbookmark, and the
 * opportunities group, whose detail actions are the same actions under another path; and the
 * talent's job alerts.
 */
export function registerJobsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, changes } = context;
  const repositories = { jobs: createJobsRepository(db), search: createSearchRepository(db) };
  const kept = createKeptListing({
    repository: repositories.jobs,
    searchRepository: repositories.search,
    matchProfileOf: createKeptMatchProfiles(db, changes),
    changes,
  });
  const service = createJobsService({
    repository: repositories.jobs,
    kept,
    talentHasCv: (talentId) => talentHasCv(db, talentId),
  });
  registerJobAlertRoutes(app, context, kept.searches);
  // The listing is the busiest answer of the job pages: a talent's answer depends on the talent's own
  // facts, applications (and how far their hiring went), saved jobs and the jobs' revision, and is
  // kept as sent until one of them changes.
  registerEndpoint(
    app,
    listTalentOpportunities,
    ({ params, query }) => service.listOpportunities(params.id, query),
    {
      compiledAnswer: true,
      keptAnswers: createKeptAnswers(
        context.changes,
        async (request) => ({ key: request.url, revision: await kept.revision() }),
        { ownFacts: true, tables: ['job_applications', 'job_bookmarks', 'hiring_processes'] },
      ),
    },
  );
  // Beside the listing: what its search understood and, when it found nothing, where to go. Finding
  // nothing counts the nearby searches in the database, so the answer is kept per revision, as the
  // listing's orders are: the same search costs nothing until the jobs or the option lists change.
  const understood = createKeptForRevision<{ data: SearchUnderstanding }>({ room: 5_000 });
  registerEndpoint(app, understandOpportunitySearch, async ({ params, query }) =>
    understood.get(
      JSON.stringify([query.search?.trim() ?? '', query.specialization ?? null, query.location ?? null]),
      await kept.revision(),
      () =>
        understandListingSearch(
          repositories,
          kept.searches,
          query.search,
          {
            talentId: params.id,
            profile: null,
            filter: 'all',
            specialization: query.specialization,
            location: query.location,
            sort: 'date',
            page: 1,
            size: 1,
          },
          service.countOfListing,
        ),
    ),
  );
  registerEndpoint(app, suggestOpportunitySearches, async ({ query }) => ({
    data: await kept.searches.suggest(query.search),
  }));
  registerEndpoint(app, checkOpportunityPrompts, ({ params }) => service.opportunityPrompts(params.id));
  // A job page opens with it: its answer is written by the serializer compiled from the contract.
  registerEndpoint(app, getJob, ({ params, session }) => service.getJob(session.userId, params.id), {
    compiledAnswer: true,
  });
  registerEndpoint(
    app,
    getRoleDetail,
    ({ params, session }) => service.getJob(session.userId, params.roleId),
    { compiledAnswer: true },
  );
  registerEndpoint(app, getGuestJob, ({ params }) => service.getGuestJob(params.id));
  registerJobPages(context, kept, service);
  for (const endpoint of [applyToJob, applyToOpportunity]) {
    registerEndpoint(app, endpoint, ({ params, body }) => service.applyToJob(params.id, body));
  }
  for (const endpoint of [bookmarkJob, bookmarkOpportunity]) {
    registerEndpoint(app, endpoint, ({ params, body }) => service.bookmarkJob(params.id, body));
  }
  for (const endpoint of [unbookmarkJob, unbookmarkOpportunity]) {
    registerEndpoint(app, endpoint, ({ params, body }) => service.unbookmarkJob(params.id, body));
  }
}

/** Job pages kept in the process: about 5 KB each, 20 MB at most. */
const keptJobPages = { room: 4_000 };

/**
 * The job page's head and structured data in its first HTML, kept per job for one revision of the
 * jobs and option lists (every change to a job or its company moves it), and the open jobs in the
 * sitemap.
 */
function registerJobPages({ pageHeads }: AppContext, kept: KeptListing, service: JobsService) {
  const pages = createKeptForRevision<ReturnType<typeof jobSharedPage> | null>(keptJobPages);
  pageHeads.add('/talent/job/:id', async ({ id }, origin) => {
    const revision = await kept.revision();
    return pages.get(`${origin}|${id}`, revision, async () => {
      const found = await service.findGuestJob(Number(id));
      if (!found) return null;
      // The page's body is rendered from the same answer, kept for the same revision, and hands the
      // answer to the browser (decision 0149).
      const queries = [{ key: guestJobQueryKey(found.job.id), data: found.job }];
      return { ...jobSharedPage(found.job, found.closedAt, origin), queries, revision };
    });
  });
  pageHeads.sitemap.add('jobs', service.openJobsSitemap());
}
