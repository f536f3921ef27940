import { profileMessages, type Talent } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { network, serveOptionLists } from '@/test/network';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';
import { keepSectionSaves } from '../test/profile-network';

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
      cur_min_sal: 8_000_000,
      expected_salary: 10_000_000,
      opportunity: { id: 3, name: 'Not looking at the moment' },
    },
  };
}

/** Answers the job search statuses and records the preferences the page sends. */
function answerSearchStatusesAndSaves(talent: Talent) {
  const names = ['Actively looking for a job', 'Open to new opportunities', 'Not looking at the moment'];
  serveOptionLists({ opportunities: names.map((name, index) => ({ id: index + 1, name, is_other: false })) });
  return keepSectionSaves(talent).writes;
}

/** The option lists named never answer: the page stays as it is while they load. */
function holdLists(names: RegExp) {
  network.use(
    http.get('*/data/:list', ({ params }) =>
      names.test(String(params.list)) ? new Promise<never>(() => {}) : undefined,
    ),
  );
}

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the preferences page', { timeout: 30_000 }, () => {
  it('writes salaries with dot thousands and refuses one under 1,000,000', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user } = renderApp('/talent/profile/preferences');
    const current = await screen.findByLabelText(/^Current Salary/);
    await user.type(current, '900000');
    expect(current).toHaveValue('900.000,00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.salaryMin)).toBeInTheDocument();
  });

  it('refuses an expected salary below the current one', async () => {
    signInAsTalent();
    answerTalentLoad(talentWithPreferences());
    const { user } = renderApp('/talent/profile/preferences');
    const current = await screen.findByLabelText(/^Current Salary/);
    await user.clear(current);
    await user.type(current, '9000000');
    const expected = screen.getByLabelText(/^Expected Salary/);
    await user.clear(expected);
    await user.type(expected, '8000000');
    expect(expected).toHaveValue('8.000.000,00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.expectedBelowCurrent)).toBeInTheDocument();
  });

  it('saves the job search status chosen in its coloured select', async () => {
    signInAsTalent();
    const talent = talentWithPreferences();
    answerTalentLoad(talent);
    const sent = answerSearchStatusesAndSaves(talent);
    const { user } = renderApp('/talent/profile/preferences');
    const status = await screen.findByRole('combobox', { name: /^Job search status/ });
    await waitFor(() => expect(status).toHaveValue('Not looking at the moment'));
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Actively looking for a job' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ opportunity_id: 1 });
  });

  it('names the chosen cities and industries while their lists are still loading', async () => {
    signInAsTalent();
    const talent = talentWithPreferences();
    answerTalentLoad({
      ...talent,
      preference: {
        ...talent.preference,
        work_locations: [{ id: 1, name: 'Jakarta' }],
        industries: [{ id: 9, name: 'Financial Technology' }],
      },
    });
    holdLists(/^(area_codes|businesses)$/);
    renderApp('/talent/profile/preferences');
    // The chosen value shows as a pill, and again among the options the list offers.
    expect(await screen.findAllByText('Jakarta')).not.toHaveLength(0);
    expect(screen.getAllByText('Financial Technology')).not.toHaveLength(0);
  });

  it('names the saved position function while the list loads, and asks a name for Other (999)', async () => {
    signInAsTalent();
    answerTalentLoad(talentWithPreferences());
    holdLists(/^position-functions$/);
    const { user } = renderApp('/talent/profile/preferences');
    const positionFunction = await screen.findByRole('combobox', { name: /^Position Function/ });
    await waitFor(() => expect(positionFunction).toHaveValue('Frontend'));
    expect(screen.queryByRole('textbox', { name: /^Your position function/ })).not.toBeInTheDocument();

    await user.click(positionFunction);
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: /^Your position function/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.otherFunctionName)).toBeInTheDocument();
  });
});
