/**
 * The endpoints a page of the web app loads when it opens, measured by `bench/api.ts` beside a trivial
 * endpoint of the same server. A feature that adds a page adds the endpoints that page loads on open.
 */

/** What an endpoint's address may depend on: the demo talent signed in for the run, and looked-up ids. */
export interface BenchContext {
  talentId: number;
  positionFunctionId: number;
  yearsCategoryId: number;
}

export interface BenchEndpoint {
  /** The page that loads it, then what it is. */
  name: string;
  path: (context: BenchContext) => string;
  /** Sent with the demo talent's session. */
  signedIn?: boolean;
}

const master = '/api/master/data';
const v2 = '/api/talent/v2';

export const pageEndpoints: readonly BenchEndpoint[] = [
  { name: 'salary calculator: categories', path: () => `${master}/position-categories?size=-1` },
  {
    name: 'salary calculator: functions grouped',
    path: () => `${master}/position-functions?grouped=true&include_others=false&size=-1`,
  },
  { name: 'salary calculator: years categories', path: () => `${master}/years-categories?size=-1` },
  {
    name: 'salary calculator: result',
    path: ({ positionFunctionId, yearsCategoryId }) =>
      `/api/talent/v1/salary-calculator?position_function_id=${positionFunctionId}&years_category_id=${yearsCategoryId}`,
  },
  {
    name: 'profile: the talent',
    path: ({ talentId }) => `/api/talent/v1/talent/${talentId}`,
    signedIn: true,
  },
  { name: 'profile skills: skill sets', path: () => `${master}/skill-sets?size=-1` },
  { name: 'education form: universities search', path: () => `${master}/universities?search=univ` },
  { name: 'education form: majors', path: () => `${master}/majors` },
  { name: 'education form: degrees', path: () => `${master}/degrees?size=-1` },
  { name: 'experience form: companies search', path: () => `${master}/companies?search=tek` },
  { name: 'experience form: position levels', path: () => `${master}/position-levels?size=-1` },
  { name: 'languages form: languages', path: () => `${master}/languages?size=-1` },
  { name: 'languages form: levels', path: () => `${master}/language-levels?size=-1` },
  { name: 'preferences: area codes', path: () => `${master}/area_codes?size=-1` },
  { name: 'preferences: working systems', path: () => `${master}/working-systems?size=-1` },
  { name: 'preferences: industries', path: () => `${master}/businesses?size=-1` },
  { name: 'preferences: company sizes', path: () => `${master}/company-sizes?size=-1` },
  { name: 'preferences: notice periods', path: () => `${master}/notice-periods?size=-1` },
  { name: 'preferences: availabilities', path: () => `${master}/availabilities?size=-1` },
  { name: 'preferences: opportunities', path: () => `${master}/opportunities?size=-1` },
  { name: 'certificates form: certifications', path: () => `${master}/certifications?size=-1` },
  { name: 'projects form: project types', path: () => `${master}/project-types?size=-1` },
  { name: 'references form: relationships', path: () => `${master}/reference-relationships?size=-1` },
  { name: 'onboarding: survey sources', path: () => `${master}/survey-sources?size=-1` },
  {
    name: 'skills form: recommended skills',
    path: ({ positionFunctionId }) => `/api/talent/v1/skill-recommendation/${positionFunctionId}?top=5`,
    signedIn: true,
  },
  {
    name: 'job listing: first page by match',
    path: ({ talentId }) => `${v2}/opportunities/${talentId}?filter=all&page=1&size=10&sort=match`,
    signedIn: true,
  },
  {
    name: 'job listing: search text',
    path: ({ talentId }) =>
      `${v2}/opportunities/${talentId}?filter=all&page=1&size=10&sort=date&search=engineer`,
    signedIn: true,
  },
  {
    name: 'job listing: deep page by date',
    path: ({ talentId }) => `${v2}/opportunities/${talentId}?filter=all&page=400&size=10&sort=date`,
    signedIn: true,
  },
  {
    name: 'job listing: applied',
    path: ({ talentId }) => `${v2}/opportunities/${talentId}?filter=applied`,
    signedIn: true,
  },
  {
    name: 'job listing: prompt check',
    path: ({ talentId }) => `${v2}/opportunities/${talentId}/allow`,
    signedIn: true,
  },
  { name: 'job detail', path: () => `${v2}/jobs/1`, signedIn: true },
  { name: 'company page', path: () => `${v2}/company/1` },
  // A guest's first load of a shared link: the HTML the server renders (decision 0149), kept per
  // revision of the jobs, so the same page again is its kept render.
  { name: 'guest job page: first HTML', path: () => '/talent/job/1' },
  { name: 'company page: first HTML', path: () => '/company/1' },
  {
    name: 'header: unread notification count',
    path: ({ talentId }) => `${v2}/${talentId}/count`,
    signedIn: true,
  },
  {
    name: 'header: notification overlay',
    path: ({ talentId }) => `${v2}/overlay/${talentId}`,
    signedIn: true,
  },
  {
    name: 'notifications page: first page',
    path: ({ talentId }) => `${v2}/page/${talentId}?page=1&size=10`,
    signedIn: true,
  },
  { name: 'company page: jobs', path: () => `${v2}/company/1/jobs?page=1&size=10` },
  {
    name: 'dashboard: hiring activities',
    path: ({ talentId }) => `/api/talent/v1/talent/dashboard/${talentId}/activities?page=1&size=20`,
    signedIn: true,
  },
  {
    name: 'refer a friend: my referrals',
    path: ({ talentId }) => `/api/talent/v1/referral/${talentId}`,
    signedIn: true,
  },
  {
    name: 'assessment modal: all quizzes',
    path: ({ talentId }) => `/api/talent/v1/assessments?talent_id=${talentId}&filter=all&page=1&size=4`,
    signedIn: true,
  },
  {
    name: 'assessment modal: tab counts',
    path: ({ talentId }) => `/api/talent/v1/assessments/count?talent_id=${talentId}`,
    signedIn: true,
  },
  { name: 'contests: the list', path: () => '/api/talent/v1/contests', signedIn: true },
  {
    name: 'profile: earned certificates',
    path: ({ talentId }) => `/api/talent/v1/talent-certificate?talent_id=${talentId}`,
    signedIn: true,
  },
  { name: 'media: a page of articles', path: () => '/api/media/blogs?page=1&size=9&sort=post_date:desc' },
  {
    name: 'media: an article',
    path: () => '/api/media/blogs/how-to-write-a-cv-that-recruiters-in-jakarta-actually-read',
  },
  {
    name: 'rating: the survey status',
    path: ({ talentId }) => `/api/talent/v1/talent/dashboard/${talentId}/survey`,
    signedIn: true,
  },
  {
    name: 'chat: my conversations',
    path: ({ talentId }) => `/api/chat/talent/${talentId}/conversations`,
    signedIn: true,
  },
  {
    name: 'dashboard: the reminder',
    path: ({ talentId }) => `/api/talent/v1/reminder/${talentId}`,
    signedIn: true,
  },
  {
    name: 'dashboard: the find-me-job indicator',
    path: ({ talentId }) => `/api/talent/v1/talent/${talentId}/indicator/find-me-job`,
    signedIn: true,
  },
  {
    name: 'dashboard: the milestones',
    path: ({ talentId }) => `/api/talent/v1/talent/${talentId}/milestones`,
    signedIn: true,
  },
  {
    name: 'dashboard: the profile piece',
    path: ({ talentId }) => `/api/talent/v1/talent/dashboard/${talentId}/profile`,
    signedIn: true,
  },
  {
    name: 'dashboard: the notifications piece',
    path: ({ talentId }) => `/api/talent/v1/talent/dashboard/${talentId}/notifications?page=1&size=5`,
    signedIn: true,
  },
  {
    name: 'dashboard: the product tour',
    path: ({ talentId }) => `/api/talent/v1/talent/${talentId}/tour`,
    signedIn: true,
  },
];
