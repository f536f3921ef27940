import { profileMessages, type Talent } from '@talent/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';

/** A talent whose preferences are all filled, so only the salaries decide. */
function talentWithPreferences(): Talent {
  const talent = talentFixture();
  const option = (id: number) => ({ id, name: `Option ${id}` });
  return {
    ...talent,
    position_function: {
      id: 3,
      name: 'Frontend',
      position_sub_category: { id: 2, name: 'Web', position_category: option(1) },
    },
    preference: {
      ...talent.preference,
      position_category: option(1),
      position_level: option(4),
      working_system: option(5),
      availability: option(6),
      company_size: option(7),
      notice_period: option(8),
      work_locations: [option(1)],
      industries: [option(9)],
      salary_type: 'gross',
    },
  };
}

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the preferences page', { timeout: 30_000 }, () => {
  it('writes salaries with dot thousands and refuses one under 1,000,000', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user } = renderApp('/talent/profile/preferences');
    const current = await screen.findByLabelText(/^Current Salary/);
    await user.type(current, '900000');
    expect(current).toHaveValue('900.000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.salaryMin)).toBeInTheDocument();
  });

  it('refuses an expected salary below the current one', async () => {
    signInAsTalent();
    answerTalentLoad(talentWithPreferences());
    const { user } = renderApp('/talent/profile/preferences');
    await user.type(await screen.findByLabelText(/^Current Salary/), '9000000');
    await user.type(screen.getByLabelText(/^Expected Salary/), '8000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.expectedBelowCurrent)).toBeInTheDocument();
  });
});
