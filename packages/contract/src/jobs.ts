import { z } from 'zod/mini';
import { contactDetailsSchema } from './contact-details.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';
import { searchMaxLength } from './master-data.ts';

/**
 * Jobs: the opportunity listing, job and role detail, apply and bookmark (spec sections 2, 3, 4,
 * 7). The spec's job, role, product and opportunity are one thing here, a job; its id is the
 * `product_id` of the apply and bookmark bodies and the `{roleId}` of the role detail.
 */

export const opportunityFilters = ['all', 'applied', 'bookmark', 'dashboard'] as const;
export type OpportunityFilter = (typeof opportunityFilters)[number];

/** `match`: jobs that fit the talent's profile first, best first; `date`: newest first. */
export const opportunitySorts = ['match', 'date'] as const;
export type OpportunitySort = (typeof opportunitySorts)[number];

/** Page sizes the spec fixes (section 9). */
export const jobLimits = {
  dashboardPageSize: 3,
  allReloadPageSize: 5,
  recommendedPageSize: 10,
  listingPageSize: 10,
  /** A job needs this much of the match score (out of 100) to fit the profile. */
  matchedScore: 50,
} as const;

export const jobMessages = {
  listed: 'Success',
  applied: 'Your application has been sent',
  alreadyApplied: 'You have already applied to this job',
  bookmarked: 'Job saved',
  unbookmarked: 'Job removed from saved jobs',
  closed: 'This job is closed and no longer takes applications',
  cvRequired: 'Please upload your CV before applying',
  jobNotFound: 'This job could not be found',
  companyNotFound: 'This company could not be found',
  productMismatch: 'Must be the id of the job in the path',
  invalidId: 'Must be a positive whole number',
  invalidSize: 'Must be a whole number from 1 to 100',
  invalidFilter: `Must be one of ${opportunityFilters.join(', ')}`,
  invalidSort: `Must be one of ${opportunitySorts.join(', ')}`,
  searchTooLong: `Search must be at most ${searchMaxLength} characters`,
  notMatched: 'Not matched with your profile',
} as const;

/** Prompts the listing answers after load (spec section 4): the first one opens its modal. */
export const opportunityPrompts = ['empty_cv', 'contest_survey'] as const;
export type OpportunityPrompt = (typeof opportunityPrompts)[number];

const positiveId = z.coerce
  .number({ error: jobMessages.invalidId })
  .check(z.int(), z.positive(jobMessages.invalidId));

export const jobIdParams = z.object({ id: positiveId });
export const roleIdParams = z.object({ roleId: positiveId });
export const companyIdParams = z.object({ companyId: positiveId });
export const talentIdParams = z.object({ id: positiveId });

/** A listing page holds at most 100 jobs; `size=-1` (all rows) is not offered here. */
export const opportunityListQuerySchema = z.extend(pageQuerySchema, {
  size: z._default(
    z.coerce
      .number({ error: jobMessages.invalidSize })
      .check(
        z.int(jobMessages.invalidSize),
        z.gte(1, jobMessages.invalidSize),
        z.lte(100, jobMessages.invalidSize),
      ),
    jobLimits.listingPageSize,
  ),
  filter: z._default(z.enum(opportunityFilters, { error: jobMessages.invalidFilter }), 'all'),
  /** A position category id (the spec's specialization). */
  specialization: z.optional(positiveId),
  /** A city id. */
  location: z.optional(positiveId),
  /**
   * What the talent typed: position and skill words (with synonyms and corrected typos) matched
   * against the job's position, skills, company and description; places and companies it names are
   * filters (decision 0122).
   */
  search: z.optional(z.string().check(z.trim(), z.maxLength(searchMaxLength, jobMessages.searchTooLong))),
  sort: z._default(z.enum(opportunitySorts, { error: jobMessages.invalidSort }), 'match'),
});

export type OpportunityListQuery = z.infer<typeof opportunityListQuerySchema>;

/** Monthly whole rupiah; null when the company does not say ('-' on the card). */
export const salaryRangeSchema = z.nullable(z.object({ min: z.number(), max: z.number() }));

export const imageSchema = z.nullable(
  z.object({ original: z.string(), medium: z.string(), thumb: z.string() }),
);

export const opportunityButtonTypes = ['APPLY', 'BOOKMARK', 'UNBOOKMARK'] as const;

export const opportunityButtonSchema = z.object({
  type: z.enum(opportunityButtonTypes),
  params: z.object({ product_id: z.number().check(z.int()) }),
});

/** How well a job fits the talent's profile, and why, in a few words ("5 of your skills"). */
export const jobMatchSchema = z.object({
  score: z.number().check(z.int(), z.gte(0), z.lte(100)),
  matched: z.boolean(),
  reasons: z.array(z.string()),
});

export type JobMatch = z.infer<typeof jobMatchSchema>;

/** One job of a list (spec section 3, Opportunity and Job card data). */
export const opportunitySchema = z.object({
  id: z.number().check(z.int()),
  company_id: z.number().check(z.int()),
  company_name: z.string(),
  company_image: imageSchema,
  location: z.string(),
  position_category: z.string(),
  position_level: z.string(),
  working_system: z.string(),
  /** Minimum years of experience. */
  min_exp: z.number().check(z.int()),
  position_name: z.string(),
  salary: salaryRangeSchema,
  skills: z.array(z.string()),
  is_closed: z.boolean(),
  published_at: z.string(),
  applied: z.boolean(),
  /**
   * The talent's application on the applied filter's rows: when it was sent, and the stage its hiring
   * reached (spec section 3, stage ids 1-4; null while the company has not answered). Null elsewhere.
   */
  application: z.nullable(
    z.object({
      applied_at: z.string(),
      stage_id: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(4))),
    }),
  ),
  bookmarked: z.boolean(),
  /** Null for a guest, who has no profile to match. */
  match: z.nullable(jobMatchSchema),
  /** What the card may do: APPLY while open and not applied, BOOKMARK or UNBOOKMARK. */
  buttons: z.array(opportunityButtonSchema),
});

export type Opportunity = z.infer<typeof opportunitySchema>;

/** The role detail (spec section 3): the card's facts plus the texts and the company block. */
export const roleDetailSchema = z.extend(opportunitySchema, {
  position_name: z.string(),
  job_description: z.string(),
  job_requirements: z.string(),
  benefits: z.string(),
  perks: z.string(),
  company: z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    location: z.nullable(z.string()),
    industry: z.nullable(z.string()),
    size: z.nullable(z.string()),
    about: z.nullable(z.string()),
  }),
});

export type RoleDetail = z.infer<typeof roleDetailSchema>;

/**
 * The apply and bookmark body (spec section 7): `{product_id, talent_id}`. The Apply Job modal may
 * also send the talent's name, email and phone; when they differ from the profile they are saved
 * first, in the same transaction as the application, so a refused apply changes nothing.
 */
export const jobActionBodySchema = z.object({
  product_id: positiveId,
  talent_id: positiveId,
});

export const applyBodySchema = z.extend(jobActionBodySchema, {
  contact: z.optional(contactDetailsSchema),
});

export type ApplyBody = z.infer<typeof applyBodySchema>;

export const jobActionResultSchema = z.object({
  product_id: z.number().check(z.int()),
  applied: z.boolean(),
  bookmarked: z.boolean(),
});

export const getJob = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/jobs/{id}',
  summary: 'A job with its texts, company block, match and the talent’s applied and saved flags',
  access: 'talent',
  params: jobIdParams,
  data: roleDetailSchema,
});

/* @__NO_SIDE_EFFECTS__ */
function jobAction(action: 'apply' | 'bookmark' | 'unbookmark', summary: string) {
  return defineEndpoint({
    method: 'POST',
    group: 'talentV2',
    path: `/jobs/{id}/${action}`,
    summary,
    access: 'talent',
    owner: 'body.talent_id',
    params: jobIdParams,
    body: action === 'apply' ? applyBodySchema : jobActionBodySchema,
    data: jobActionResultSchema,
  });
}

export const applyToJob = jobAction(
  'apply',
  'Apply to an open job (once per talent and job; a CV must be uploaded)',
);
export const bookmarkJob = jobAction('bookmark', 'Save a job');
export const unbookmarkJob = jobAction('unbookmark', 'Remove a job from the saved jobs');

export const listTalentOpportunities = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/opportunities/{id}',
  summary:
    'The talent’s job listing: all (open jobs), applied, bookmark or dashboard, filtered by specialization, location and search, sorted by match or date; meta.count is the total',
  access: 'talent',
  owner: 'params.id',
  params: talentIdParams,
  query: opportunityListQuerySchema,
  data: z.array(opportunitySchema),
});

export const checkOpportunityPrompts = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/opportunities/{id}/allow',
  summary:
    'What the listing should ask of the talent after load: empty_cv (no CV yet) opens the upload-CV modal',
  access: 'talent',
  owner: 'params.id',
  params: talentIdParams,
  data: z.array(z.enum(opportunityPrompts)),
});

export const getRoleDetail = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/opportunities/detail/{roleId}',
  summary: 'The role detail of a job, as the opportunity pages show it',
  access: 'talent',
  params: roleIdParams,
  data: roleDetailSchema,
});

/* @__NO_SIDE_EFFECTS__ */
function opportunityAction(action: 'apply' | 'bookmark' | 'unbookmark', summary: string) {
  return defineEndpoint({
    method: 'POST',
    group: 'talentV2',
    path: `/opportunities/detail/{id}/${action}`,
    summary,
    access: 'talent',
    owner: 'body.talent_id',
    params: jobIdParams,
    body: action === 'apply' ? applyBodySchema : jobActionBodySchema,
    data: jobActionResultSchema,
  });
}

export const applyToOpportunity = opportunityAction('apply', 'Apply to an opportunity (same rules as jobs)');
export const bookmarkOpportunity = opportunityAction('bookmark', 'Save an opportunity');
export const unbookmarkOpportunity = opportunityAction('unbookmark', 'Remove a saved opportunity');

/**
 * A job as a guest sees it (spec section 6, guest-level job view): everything a talent's job page
 * shows but the personal facts (no match, never applied or saved, no buttons), and for a closed job
 * up to `similarJobsShown` open jobs of the same position category to go on to.
 */
export const guestJobSchema = z.extend(roleDetailSchema, {
  similar: z.array(opportunitySchema),
});

export type GuestJob = z.infer<typeof guestJobSchema>;

/** How many open jobs a closed job's page offers instead. */
export const similarJobsShown = 3;

export const getGuestJob = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/jobs/{id}/guest',
  summary:
    'A job as a guest sees it, for shared links (public): the job page without match, applied or saved facts; a closed job adds similar open jobs',
  access: 'public',
  params: jobIdParams,
  data: guestJobSchema,
});

/**
 * Where the web app keeps a guest's job (`getGuestJob`'s data) in its query cache; the server's
 * render of the job page puts its own answer there (decision 0149), so the browser does not ask again.
 */
export const guestJobQueryKey = (id: number) => ['guest-job', id] as const;

/** The job page's title, written once for the page (in the app) and the server (in the first HTML). */
export function jobPageTitle(job: Pick<RoleDetail, 'position_name' | 'company_name'>): string {
  return `${job.position_name} - ${job.company_name}`;
}

/** The job search's answers besides the listing (decision 0122). */
export const jobSearchLimits = {
  /** Names offered under the search box. */
  suggestions: 8,
  /** Searches offered when nothing is found. */
  nearbySearches: 3,
} as const;

/** What a filter taken from the search names: a city, a province, a working system or a company. */
export const searchFilterKinds = ['city', 'province', 'working_system', 'company'] as const;

/** What the search understood of the query, and where to go when it finds nothing. */
export const searchUnderstandingSchema = z.object({
  /** Places and companies named in the query, each a filter; `without` is the query without it. */
  filters: z.array(z.object({ kind: z.enum(searchFilterKinds), name: z.string(), without: z.string() })),
  /** The query with its misspelled words corrected ("Did you mean …?"); null when none was. */
  correction: z.nullable(z.string()),
  /** When the listing is empty: searches close to this one that find jobs, with how many. */
  nearby: z.array(z.object({ search: z.string(), count: z.number().check(z.int(), z.nonnegative()) })),
});

export type SearchUnderstanding = z.infer<typeof searchUnderstandingSchema>;

export const understandOpportunitySearch = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/opportunities/{id}/search',
  summary:
    'What the listing’s search understood (the places and companies it names as filters, a corrected spelling) and, when it finds nothing, nearby searches that do',
  access: 'talent',
  owner: 'params.id',
  params: talentIdParams,
  query: z.pick(opportunityListQuerySchema, { search: true, specialization: true, location: true }),
  data: searchUnderstandingSchema,
});

export const searchSuggestionKinds = ['position', 'skill', 'company', 'place'] as const;
export type SearchSuggestionKind = (typeof searchSuggestionKinds)[number];

export const searchSuggestionSchema = z.object({ kind: z.enum(searchSuggestionKinds), text: z.string() });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const suggestOpportunitySearches = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/opportunities/{id}/suggestions',
  summary:
    'Positions, skills, companies and places whose name starts with what the talent is typing (or is close to it), for the search box',
  access: 'talent',
  owner: 'params.id',
  params: talentIdParams,
  query: z.pick(opportunityListQuerySchema, { search: true }),
  data: z.array(searchSuggestionSchema),
});
