import { defaultServiceBases, type Endpoint } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerLocationOf } from '../platform/access/access-rules.ts';
import { contractEndpoints, routeOf } from '../testing/contract-endpoints.ts';
import { createTestApp, type SignedIn, type TestApp } from '../testing/test-app.ts';

/**
 * The authorization matrix (issue 15): every route of the contract, called by every kind of
 * caller, with the answer each must get. A route the contract gains without a row here fails
 * the suite, so whoever adds an endpoint says who may call it.
 *
 * - `answers`: the access check lets the caller through (any answer but 401 and 403, below 500);
 * - `unauthorized`: 401, sign in first (a revoked session is told its session expired);
 * - `forbidden`: 403, not this kind of account or not this talent's data.
 */
type Expected = 'answers' | 'unauthorized' | 'forbidden';

const roles = ['owner', 'otherTalent', 'employer', 'staff', 'guest', 'revoked'] as const;
type Role = (typeof roles)[number];
type Row = Record<Role, Expected>;

/** Anyone, signed in or not. */
const publicRoute: Row = {
  owner: 'answers',
  otherTalent: 'answers',
  employer: 'answers',
  staff: 'answers',
  guest: 'answers',
  revoked: 'answers',
};

/** Open to all, but it answers about the caller's own session, so it needs a live one. */
const ownSessionRoute: Row = {
  owner: 'answers',
  otherTalent: 'answers',
  employer: 'answers',
  staff: 'answers',
  guest: 'unauthorized',
  revoked: 'unauthorized',
};

/** A talent's data named by its id (in the path, query or body): only that talent. */
const ownTalentRoute: Row = {
  owner: 'answers',
  otherTalent: 'forbidden',
  employer: 'forbidden',
  staff: 'forbidden',
  guest: 'unauthorized',
  revoked: 'unauthorized',
};

/** What a talent does as itself, with no talent id to name (its account, a job, its own activity). */
const ownAccountRoute: Row = {
  owner: 'answers',
  otherTalent: 'answers',
  employer: 'forbidden',
  staff: 'forbidden',
  guest: 'unauthorized',
  revoked: 'unauthorized',
};

/** The company's side: staff only. */
const staffRoute: Row = {
  owner: 'forbidden',
  otherTalent: 'forbidden',
  employer: 'forbidden',
  staff: 'answers',
  guest: 'unauthorized',
  revoked: 'unauthorized',
};

const matrix: Record<string, Row> = {
  'POST /api/app/v1/contact-us': publicRoute,
  'GET /api/staff/contact-messages': staffRoute,
  'GET /api/auth/auth-core/reseturl': publicRoute,
  'GET /api/auth/auth-core/session': ownSessionRoute,
  'GET /api/auth/auth-core/verify': publicRoute,
  'GET /api/employer/invitations/:token': publicRoute,
  'GET /api/chat/talent/:id/conversations': ownTalentRoute,
  'GET /api/chat/talent/:id/conversations/:conversationId/messages': ownTalentRoute,
  'POST /api/chat/talent/:id/conversations/:conversationId/messages': ownTalentRoute,
  'POST /api/chat/talent/:id/conversations/:conversationId/read': ownTalentRoute,
  'POST /api/chat/talent/:id/session': ownTalentRoute,
  'GET /api/staff/chat/conversations': staffRoute,
  'GET /api/staff/chat/conversations/:id/messages': staffRoute,
  'POST /api/staff/chat/conversations/:id/messages': staffRoute,
  'GET /api/talent/v1/reminder/:id': ownTalentRoute,
  'GET /api/talent/v1/talent/:id/indicator/find-me-job': ownTalentRoute,
  'GET /api/talent/v1/talent/:id/tour': ownTalentRoute,
  'PUT /api/talent/v1/talent/:id/tour': ownTalentRoute,
  'GET /api/talent/v1/talent/:id/milestones': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/milestones': ownTalentRoute,
  'GET /api/master/data/area_codes': publicRoute,
  'GET /api/master/data/availabilities': publicRoute,
  'GET /api/master/data/businesses': publicRoute,
  'GET /api/master/data/certifications': publicRoute,
  'GET /api/master/data/companies': publicRoute,
  'GET /api/master/data/company-sizes': publicRoute,
  'GET /api/master/data/degrees': publicRoute,
  'GET /api/master/data/language-levels': publicRoute,
  'GET /api/master/data/languages': publicRoute,
  'GET /api/master/data/majors': publicRoute,
  'GET /api/master/data/notice-periods': publicRoute,
  'GET /api/master/data/opportunities': publicRoute,
  'GET /api/master/data/position-categories': publicRoute,
  'GET /api/master/data/position-functions': publicRoute,
  'GET /api/master/data/position-levels': publicRoute,
  'GET /api/master/data/positions': publicRoute,
  'GET /api/master/data/project-types': publicRoute,
  'GET /api/master/data/reasons': publicRoute,
  'GET /api/master/data/reference-relationships': publicRoute,
  'GET /api/master/data/skill-sets': publicRoute,
  'GET /api/master/data/sub-categories': publicRoute,
  'GET /api/master/data/survey-sources': publicRoute,
  'GET /api/master/data/universities': publicRoute,
  'GET /api/master/data/working-systems': publicRoute,
  'GET /api/master/data/years-categories': publicRoute,
  'GET /api/media/blogs': publicRoute,
  'GET /api/media/blogs/:slug': publicRoute,
  'GET /api/staff/applications': staffRoute,
  'GET /api/staff/question-bank/tests': staffRoute,
  'GET /api/staff/question-bank/tests/:id': staffRoute,
  'GET /api/talent/v1/assessments': ownTalentRoute,
  'GET /api/talent/v1/assessments/:id/report/:attemptId': ownAccountRoute,
  'GET /api/talent/v1/assessments/:id/talents/:talentId': ownTalentRoute,
  'GET /api/talent/v1/assessments/count': ownTalentRoute,
  'GET /api/talent/v1/challenges/:id/talents/:talentId': ownTalentRoute,
  'GET /api/talent/v1/contests': ownAccountRoute,
  'GET /api/talent/v1/contests/:id/challenges': ownAccountRoute,
  'GET /api/talent/v1/contests/:id/leaderboard': ownAccountRoute,
  'GET /api/talent/v1/contests/:id/submissions/:talentId': ownTalentRoute,
  'GET /api/talent/v1/files/:key': publicRoute,
  'GET /api/talent/v1/references/answer': publicRoute,
  'GET /api/talent/v1/referral/:id': ownTalentRoute,
  'GET /api/talent/v1/salary-calculator': publicRoute,
  'GET /api/talent/v1/skill-recommendation/:id': ownAccountRoute,
  'GET /api/talent/v1/talent-certificate': publicRoute,
  'GET /api/talent/v1/talent-certificate/:uid/pdf': publicRoute,
  'GET /api/talent/v1/talent/:id/references/send-email': ownTalentRoute,
  'DELETE /api/talent/v1/talent/:id/additional-document/:documentId': ownTalentRoute,
  'GET /api/talent/v1/talent/:id/surveys': ownTalentRoute,
  'GET /api/talent/v1/talent/:query': ownTalentRoute,
  'GET /api/talent/v1/talent/dashboard/:id/activities': ownTalentRoute,
  'GET /api/talent/v1/talent/dashboard/:id/survey': ownTalentRoute,
  'GET /api/talent/v1/talent/dashboard/:id/notifications': ownTalentRoute,
  'GET /api/talent/v1/talent/dashboard/:id/profile': ownTalentRoute,
  'GET /api/talent/v1/talent/:id/marketplace': ownTalentRoute,
  'GET /api/talent/v1/talent/:id/marketplace/join': ownTalentRoute,
  'GET /api/talent/v1/talent/:id/marketplace/rejoin': ownTalentRoute,
  'GET /api/talent/v1/talent/dashboard/companies/:id/profile': ownAccountRoute,
  'GET /api/talent/v2/:id/activities': ownTalentRoute,
  'GET /api/talent/v2/:id/count': ownTalentRoute,
  'GET /api/talent/v2/activity/:id': ownAccountRoute,
  'GET /api/talent/v2/company/:companyId/jobs': publicRoute,
  'GET /api/talent/v2/company/:id': publicRoute,
  'GET /api/talent/v2/jobs/:id': ownAccountRoute,
  'GET /api/talent/v2/jobs/:id/guest': publicRoute,
  'GET /api/talent/v2/opportunities/:id': ownTalentRoute,
  'GET /api/talent/v2/opportunities/:id/allow': ownTalentRoute,
  'GET /api/talent/v2/opportunities/:id/search': ownTalentRoute,
  'GET /api/talent/v2/opportunities/:id/suggestions': ownTalentRoute,
  'GET /api/talent/v2/opportunities/detail/:roleId': ownAccountRoute,
  'GET /api/talent/v2/overlay/:id': ownTalentRoute,
  'GET /api/talent/v2/page/:id': ownTalentRoute,
  'GET /api/talent/v2/talent/:id/cv': ownTalentRoute,
  'GET /api/talent/v2/talent/:id/notification/preferences': ownTalentRoute,
  // A mail's unsubscribe link: its signed token, not a session, names the talent.
  'GET /api/mailer/unsubscribe': publicRoute,
  'POST /api/mailer/unsubscribe': publicRoute,
  'GET /api/talent/v2/talent/:id/job-alerts': ownTalentRoute,
  'POST /api/talent/v2/talent/:id/job-alerts': ownTalentRoute,
  'DELETE /api/talent/v2/talent/:id/job-alerts/:alertId': ownTalentRoute,
  'GET /api/staff/talents/:id/job-alerts': staffRoute,
  'POST /api/staff/job-alerts/:id/send': staffRoute,
  'PATCH /api/talent/v1/notification/:id/read-all': ownTalentRoute,
  'PATCH /api/talent/v1/onboarding/3': ownAccountRoute,
  'PATCH /api/talent/v1/talent/:id/achievement/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/additional-document': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/certificate/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/education/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/experience/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/payslip': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/personal/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/portfolio/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/preference/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/project/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/publication/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/references/hide': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/references/show': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/skill/edit': ownTalentRoute,
  'PATCH /api/talent/v1/talent/:id/uploadcv': ownTalentRoute,
  'PATCH /api/talent/v2/talent/:id/onboarding/1': ownTalentRoute,
  'PATCH /api/talent/v2/talent/:id/onboarding/2': ownTalentRoute,
  'POST /api/app/v1/client-errors': publicRoute,
  'POST /api/app/v1/client-errors/render': publicRoute,
  'POST /api/auth/account/deactivate': ownAccountRoute,
  'POST /api/auth/auth-core/changepassword': ownAccountRoute,
  'PUT /api/auth/account/language': ownAccountRoute,
  'POST /api/auth/auth-core/createpassword': ownAccountRoute,
  // The mailed links of an email change work on any device, signed in or not: the token is the proof.
  'POST /api/auth/auth-core/email-change/confirm': publicRoute,
  'POST /api/auth/auth-core/email-change/undo': publicRoute,
  'POST /api/auth/auth-core/forgot-password': publicRoute,
  'POST /api/auth/auth-core/resendverification': publicRoute,
  'POST /api/auth/auth-core/signin': publicRoute,
  'POST /api/auth/auth-core/signout': publicRoute,
  'POST /api/auth/auth-core/signup': publicRoute,
  'POST /api/employer/github/repositories': ownAccountRoute,
  'POST /api/employer/meta-html': ownAccountRoute,
  'POST /api/staff/applications/:id/interview': staffRoute,
  'POST /api/staff/applications/:id/interview/suggestion': staffRoute,
  'POST /api/staff/applications/:id/negotiation': staffRoute,
  'POST /api/staff/applications/:id/offer': staffRoute,
  'POST /api/staff/applications/:id/outcome': staffRoute,
  'POST /api/staff/jobs/:id/close': staffRoute,
  'POST /api/staff/jobs/:id/publish': staffRoute,
  'POST /api/staff/media/posts': staffRoute,
  'POST /api/staff/question-bank/contests': staffRoute,
  'POST /api/staff/question-bank/tests': staffRoute,
  'POST /api/staff/talents/:id/notifications': staffRoute,
  'POST /api/survey/talent/:id/ratings': ownTalentRoute,
  'POST /api/talent/v1/assessments/answer': ownAccountRoute,
  'POST /api/talent/v1/assessments/attempts': ownTalentRoute,
  'POST /api/talent/v1/assessments/skip': ownAccountRoute,
  'POST /api/talent/v1/challenges/answer': ownAccountRoute,
  'POST /api/talent/v1/challenges/attempts': ownTalentRoute,
  'POST /api/talent/v1/challenges/skip': ownAccountRoute,
  'POST /api/talent/v1/interview/accept': ownAccountRoute,
  'POST /api/talent/v1/interview/suggestion/set': ownAccountRoute,
  'POST /api/talent/v1/notification/read': ownTalentRoute,
  'POST /api/talent/v1/offer/nego': ownAccountRoute,
  'POST /api/talent/v1/offer/nego/accept': ownTalentRoute,
  'POST /api/talent/v1/references/answer': publicRoute,
  'POST /api/talent/v1/referral/invite': ownTalentRoute,
  'POST /api/talent/v1/referral': ownTalentRoute,
  'POST /api/talent/v1/talent/:id/ask-for-reference': ownTalentRoute,
  'POST /api/talent/v1/talent/activities/reject': ownAccountRoute,
  'POST /api/talent/v1/talent/salary-prediction': ownTalentRoute,
  'POST /api/talent/v2/jobs/:id/apply': ownTalentRoute,
  'POST /api/talent/v2/jobs/:id/bookmark': ownTalentRoute,
  'POST /api/talent/v2/jobs/:id/unbookmark': ownTalentRoute,
  'POST /api/talent/v2/opportunities/detail/:id/apply': ownTalentRoute,
  'POST /api/talent/v2/opportunities/detail/:id/bookmark': ownTalentRoute,
  'POST /api/talent/v2/opportunities/detail/:id/unbookmark': ownTalentRoute,
  'POST /api/talent/v2/talent/:id/notification/preferences': ownTalentRoute,
  'PUT /api/staff/question-bank/contests/:id': staffRoute,
  'PUT /api/staff/question-bank/tests/:id': staffRoute,
  'PUT /api/staff/talents/:id/advocate': staffRoute,
  'GET /api/staff/talents/:id/profile': staffRoute,
  'GET /api/staff/talents/:id/cv': staffRoute,
  'PUT /api/talent/v1/talent/:id/surveys': ownTalentRoute,
  'PUT /api/talent/v3/onboarding': ownTalentRoute,
};

const endpoints = contractEndpoints();
let server: TestApp;
let accounts = 0;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

/** A new account for each route and role, since some routes end sessions or deactivate. */
function freshAccount(type: 'talent' | 'employer' | 'staff' = 'talent'): Promise<SignedIn> {
  accounts += 1;
  return server.signInAs(`matrix.${type}.${accounts}@example.com`, { type });
}

async function revokedSession(): Promise<string> {
  const account = await freshAccount();
  await server.app.platform.sessions.revokeAll(account.id);
  return account.token;
}

/**
 * The request a role makes: the owner's id wherever the route names the acted-on talent, a
 * placeholder for other ids, and a body that is only as full as the ownership check needs.
 */
function requestFor(endpoint: Endpoint, ownerId: number, token: string | undefined) {
  const owner = ownerLocationOf(endpoint);
  const [part, key] = owner ? (owner.split('.') as ['params' | 'query' | 'body', string]) : [];
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    part === 'params' && key === name ? String(ownerId) : '1',
  );
  const query = part === 'query' && key ? `?${key}=${ownerId}` : '';
  const json = (endpoint.bodyType ?? 'json') === 'json' && endpoint.body;
  return {
    method: endpoint.method,
    url: `${defaultServiceBases[endpoint.group]}${path}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(json ? { payload: part === 'body' && key ? { [key]: ownerId } : {} } : {}),
  };
}

function classOf(status: number): Expected | `status ${number}` {
  if (status >= 500) return `status ${status}`;
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return 'answers';
}

describe('the authorization matrix', () => {
  it('has a row for every route of the contract, and none for a route that is gone', () => {
    const routes = endpoints.map(routeOf);
    expect(routes.filter((route) => !(route in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(endpoints.map((endpoint) => [routeOf(endpoint), endpoint] as const))(
    '%s answers each role as its row says',
    async (route, endpoint) => {
      const row = matrix[route];
      if (!row) return;
      const owner = await freshAccount();
      const tokens: Record<Role, string | undefined> = {
        owner: owner.token,
        otherTalent: (await freshAccount()).token,
        employer: (await freshAccount('employer')).token,
        staff: (await freshAccount('staff')).token,
        guest: undefined,
        revoked: await revokedSession(),
      };
      const got: Partial<Record<Role, string>> = {};
      for (const role of roles) {
        const answer = await server.request(requestFor(endpoint, owner.id, tokens[role]));
        got[role] = classOf(answer.status);
        if (role === 'revoked' && answer.status === 401)
          expect(answer.body.meta.type).toBe('SESSION_EXPIRED');
      }
      expect(got).toEqual(row);
    },
  );
});
