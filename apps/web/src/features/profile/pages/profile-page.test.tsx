import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';

describe('the completeness meter', { timeout: 30_000 }, () => {
  it('shows how complete the profile is and links what to fill next', async () => {
    signInAsTalent();
    // Personal information and five top skills: 15% each.
    answerTalentLoad(talentFixture());
    const { user, router } = renderApp('/talent/profile');
    const meter = await screen.findByRole('region', { name: 'Profile completeness' });
    expect(within(meter).getByText('30% complete')).toBeInTheDocument();
    expect(within(meter).getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    const next = within(meter).getAllByRole('link');
    expect(next.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Experiences', '/talent/profile/experiences'],
      ['Job Preferences', '/talent/profile/preferences'],
      ['Education', '/talent/profile/education'],
    ]);
    expect(within(meter).getByText(/Tell companies where you have worked\./)).toBeInTheDocument();
    await user.click(within(meter).getByRole('link', { name: 'Experiences' }));
    expect(await screen.findByRole('button', { name: 'Add Experience' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talent/profile/experiences');
  });

  it('shows a higher percentage and the next sections for a fuller profile', async () => {
    signInAsTalent();
    const fuller = talentFixture({
      cv: { url: '/api/talent/v1/files/cv', name: 'siti-cv.pdf', size: 52_000, mime: 'application/pdf' },
      experiences: [
        {
          id: 1,
          company: { id: 3, name: 'Tokopedia' },
          position_name: 'Frontend Engineer',
          position_level: null,
          start_date: '2020-05-01',
          end_date: null,
          is_now: true,
          description: null,
        },
      ],
      educations: [
        {
          id: 1,
          university: { id: 4, name: 'Universitas Indonesia', oversea: false },
          degree: { id: 2, name: 'Bachelor' },
          major: { id: 5, name: 'Computer Science' },
          gpa: 3.6,
          gpa_out_of: 4,
          start_date: '2013-08-01',
          end_date: '2017-07-01',
        },
      ],
    });
    answerTalentLoad(fuller);
    renderApp('/talent/profile');
    const meter = await screen.findByRole('region', { name: 'Profile completeness' });
    expect(within(meter).getByText('75% complete')).toBeInTheDocument();
    expect(
      within(meter)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Job Preferences', 'Certificates', 'Achievements']);
  });
});
