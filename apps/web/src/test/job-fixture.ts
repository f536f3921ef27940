import type { Opportunity, RoleDetail } from '@talent/contract';

/** An open job as the listing answers it: Backend Engineer at Tokopedia, not applied, not saved. */
export function opportunityFixture(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 11,
    company_id: 2,
    company_name: 'Tokopedia',
    company_image: null,
    location: 'Jakarta',
    position_category: 'Engineering',
    position_level: 'Mid Level',
    working_system: 'Hybrid',
    min_exp: 3,
    position_name: 'Backend Engineer',
    salary: null,
    skills: ['Go'],
    is_closed: false,
    published_at: '2026-11-20T08:00:00.000Z',
    applied: false,
    application: null,
    bookmarked: false,
    match: null,
    buttons: [],
    ...overrides,
  };
}

/** The same job as its detail page loads it, with its texts and its company. */
export function roleDetailFixture(overrides: Partial<RoleDetail> = {}): RoleDetail {
  return {
    ...opportunityFixture(),
    job_description: 'Build the payments API.',
    job_requirements: 'Go',
    benefits: 'Health insurance',
    perks: 'Lunch',
    company: { id: 2, name: 'Tokopedia', location: 'Jakarta', industry: null, size: null, about: null },
    ...overrides,
  };
}
