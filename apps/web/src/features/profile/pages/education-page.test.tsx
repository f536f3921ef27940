import { type Education, editEducations, profileMessages } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { network, onEndpoint } from '@/test/network';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';

function education(id: number): Education {
  return {
    id,
    university: { id: 10 + id, name: `Universitas ${id}`, oversea: false },
    degree: { id: 1, name: 'Bachelor' },
    major: { id: 20 + id, name: 'Informatics' },
    gpa: 3.5,
    gpa_out_of: 4,
    start_date: '2013-08-01',
    end_date: '2017-07-01',
  };
}

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the education page', { timeout: 30_000 }, () => {
  it('starts with one entry that cannot be removed, and Save waits for an edit', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user } = renderApp('/talent/profile/education');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Remove education/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add More Education' }));
    expect(screen.getByRole('heading', { name: 'Education 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add More Education' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove education 2' })).toBeInTheDocument();
    // Under the last entry: after its heading in the page's order.
    const lastEntry = screen.getByRole('heading', { name: 'Education 2' });
    const addMore = screen.getByRole('button', { name: 'Add More Education' });
    expect(lastEntry.compareDocumentPosition(addMore) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(save).toBeEnabled();
  });

  it('tells every missing field of a new entry with the spec messages', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user } = renderApp('/talent/profile/education');
    await user.type(await screen.findByRole('combobox', { name: /^University/ }), 'UI');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.universityMin)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.majorMin)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.degreeRequired)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.startDateRequired)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.graduationDateRequired)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^University/ })).toHaveFocus();
  });

  it('offers the overseas flag only for a newly typed university', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture({ educations: [education(1)] }));
    const { user } = renderApp('/talent/profile/education');
    const university = await screen.findByRole('combobox', { name: /^University/ });
    expect(screen.queryByLabelText('This university is overseas')).not.toBeInTheDocument();
    await user.clear(university);
    await user.type(university, 'Technische Universität München');
    expect(screen.getByLabelText('This university is overseas')).toBeInTheDocument();
  });

  it('stops adding at 5 entries', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture({ educations: [1, 2, 3, 4, 5].map(education) }));
    renderApp('/talent/profile/education');
    expect(await screen.findByRole('heading', { name: 'Education 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add More Education' })).not.toBeInTheDocument();
    expect(screen.getByText('You have added the most educations there can be (5).')).toBeInTheDocument();
  });

  it('shows a refusal of the server at the entry field it names', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture({ educations: [education(1)] }));
    network.use(
      onEndpoint(editEducations, () =>
        HttpResponse.json(
          {
            meta: { type: 'VALIDATION', message: profileMessages.gpaAboveMax },
            fields: { 'TalentEducation.0.GPA': profileMessages.gpaAboveMax },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/talent/profile/education');
    const gpa = await screen.findByLabelText(/^GPA/);
    await user.clear(gpa);
    await user.type(gpa, '3.9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gpa).toHaveAccessibleDescription(profileMessages.gpaAboveMax));
  });
});
