import { defaultServiceBases, getTalent, type Talent, toRouterPath } from '@talent/contract';
import { HttpResponse, http } from 'msw';
import { network, serveOptionLists } from './network';

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

/**
 * Answers the app's load of the signed-in talent (`GET /talent/{id}`) with `talent`, and the
 * master-data lists its forms open with empty lists, on the test network; a later `network.use`
 * decides the rest (and may answer the talent otherwise).
 */
export function answerTalentLoad(talent: Talent = talentFixture()): void {
  serveOptionLists();
  // On any origin: a test may serve the API from its own (setRuntimeConfig).
  const path = `*${defaultServiceBases[getTalent.group]}${toRouterPath(getTalent.path)}`;
  network.use(
    http.get(path, ({ params }) =>
      params.query === String(talent.id)
        ? HttpResponse.json({ data: talent, meta: { message: 'Success' } })
        : undefined,
    ),
  );
}
