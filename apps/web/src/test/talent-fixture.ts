import type { Talent } from '@talent/contract';
import { vi } from 'vitest';

/** A talent as `GET /talent/{query}` answers it: onboarded, with a few sections filled. */
export function talentFixture(overrides: Partial<Talent> = {}): Talent {
  return {
    id: 7,
    type: 'talent',
    fullname: 'Siti Rahayu',
    email: 'siti@example.com',
    phone: '+62 812 1111 2222',
    birth_date: '1995-02-03',
    location: { id: 1, name: 'Jakarta' },
    image_url: null,
    cv_url: null,
    cv: null,
    onboarded: { status: true, last_page: 3, password_created: true },
    talent_skills: [
      { skill_set_id: 1, name: 'JavaScript' },
      { skill_set_id: 2, name: 'TypeScript' },
      { skill_set_id: 3, name: 'Python' },
      { skill_set_id: 4, name: 'Java' },
      { skill_set_id: 5, name: 'Kotlin' },
    ],
    languages: [],
    position_function: null,
    position_function_other: null,
    position_sub_category: null,
    preference: {
      about: 'Frontend engineer who likes accessible forms.',
      exp_other: null,
      reason: null,
      cur_min_sal: null,
      expected_salary: null,
      salary_type: null,
      salary_negotiable: false,
      notice_period: null,
      position_category: null,
      position_level: null,
      years_of_experience: null,
      working_system: null,
      availability: null,
      company_size: null,
      opportunity: null,
      work_locations: [],
      industries: [],
    },
    experiences: [],
    educations: [],
    talent_certifications: [],
    achievements: [],
    publications: [],
    projects: [],
    talent_portfolio: [],
    additional_documents: [],
    references_shown: true,
    references: [],
    ...overrides,
  };
}

function json(body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

/**
 * Answers the app's load of the signed-in talent (`GET /talent/{id}`) with `talent`, and the
 * master-data lists its forms open with empty lists; every other call goes where it went before,
 * so a test that stubs fetch itself still decides the rest.
 */
export function answerTalentLoad(talent: Talent = talentFixture()): void {
  const previous = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    if (url.endsWith(`/api/talent/v1/talent/${talent.id}`) && method === 'GET') {
      return json({ data: talent, meta: { message: 'Success' } });
    }
    if (url.includes('/api/master/data/') && method === 'GET') {
      return json({ data: [], meta: { message: 'Success', count: 0 } });
    }
    return previous(input, init);
  });
}
