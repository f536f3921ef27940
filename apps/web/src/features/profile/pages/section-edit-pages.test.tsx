import {
  accountMessages,
  editPersonal,
  editSkills,
  profileLimits,
  profileMessages,
  removeAdditionalDocument,
  uploadCv,
} from '@talent/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { network, onEndpoint } from '@/test/network';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';
import { sendUploadsThroughFetch } from '@/test/uploads';
import { keepSectionSaves } from '../test/profile-network';

const fourSkills = talentFixture().talent_skills.slice(0, 4);

/** Records the skills save and answers it with the talent as saved. */
function answerSkillsSave() {
  return keepSectionSaves().writes;
}

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the profile edit pages', { timeout: 30_000 }, () => {
  it('refuses fewer than 5 top skills with the spec message at the field', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture({ talent_skills: fourSkills }));
    const { user } = renderApp('/talent/profile/skills');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.skillsMin)).toBeInTheDocument();
  });

  it('saves the top skills, tells the talent, and returns to the profile', async () => {
    const sent = answerSkillsSave();
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user, router } = renderApp('/talent/profile/skills');
    await user.click(await screen.findByRole('button', { name: 'Add Language' }));
    await user.click(screen.getByRole('button', { name: 'Remove language 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.profileUpdated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/talent/profile'));
    expect(sent.map((write) => write.body)).toEqual([{ skill_ids: [1, 2, 3, 4, 5], languages: [] }]);
  });

  it('checks personal information at its fields before sending it', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user } = renderApp('/talent/profile/personal-information');
    const name = await screen.findByLabelText(/^Full Name/);
    expect(name).toHaveValue('Siti Rahayu');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountMessages.fullNameRequired)).toBeInTheDocument();
    expect(name).toHaveFocus();
  });

  it('asks for the current password when the email changes, and says where the link went', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    sendUploadsThroughFetch();
    const newEmail = 'siti.new@example.com';
    const sent: FormData[] = [];
    network.use(
      onEndpoint(editPersonal, async ({ request }) => {
        sent.push(await request.formData());
        const wrong = accountMessages.wrongCurrentPassword;
        return sent.length === 1
          ? HttpResponse.json({ error: wrong, fields: { current_password: wrong } }, { status: 400 })
          : HttpResponse.json({
              data: talentFixture(),
              meta: { message: accountMessages.emailChangeLinkSent(newEmail) },
            });
      }),
    );
    const { user, router } = renderApp('/talent/profile/personal-information');
    const email = await screen.findByLabelText(/^Email/);
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, newEmail);
    const password = screen.getByLabelText(/^Current Password/);
    await user.type(password, 'not-it!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountMessages.wrongCurrentPassword)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Rahasia!2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountMessages.emailChangeLinkSent(newEmail))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/talent/profile'));
    expect(sent.map((body) => [body.get('email'), body.get('current_password')])).toEqual([
      [newEmail, 'not-it!'],
      [newEmail, 'Rahasia!2026'],
    ]);
  });

  it('asks before discarding changes, and Cancel keeps them', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user, router } = renderApp('/talent/profile/personal-information');
    const about = await screen.findByLabelText(/^About You/);
    await user.type(about, ' More.');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText('Are you sure want to discard content ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/talent/profile/personal-information');
    expect(about).toHaveValue('Frontend engineer who likes accessible forms. More.');
  });

  it('refuses a photo of the wrong type before anything is sent', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { container } = renderApp('/talent/profile/personal-information');
    await screen.findByRole('button', { name: /^Photo/ });
    // The picker's own file input: a person could pick any file through "All files".
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    const pdf = new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' });
    fireEvent.change(input as HTMLInputElement, { target: { files: [pdf] } });
    expect(await screen.findByText(profileMessages.imageType)).toBeInTheDocument();
  });

  it('asks for a CV before uploading and refuses a file that is not one', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user, container } = renderApp('/talent/profile/personal-information');
    await user.click(await screen.findByRole('button', { name: 'Save CV' }));
    expect(await screen.findByText(profileMessages.fileRequired)).toBeInTheDocument();
    const inputs = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const program = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    fireEvent.change(inputs[1] as HTMLInputElement, { target: { files: [program] } });
    expect(await screen.findByText(profileMessages.cvType)).toBeInTheDocument();
  });

  it("uploads a CV with its progress, and shows the server's refusal at the field", async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    sendUploadsThroughFetch();
    const refusal = 'The file is not a real PDF';
    let answers = 0;
    let letUploadFinish = () => {};
    network.use(
      onEndpoint(uploadCv, async () => {
        answers += 1;
        if (answers === 1)
          return HttpResponse.json({ error: refusal, fields: { CV: refusal } }, { status: 400 });
        await new Promise<void>((resolve) => {
          letUploadFinish = resolve;
        });
        const cv = { url: '/api/talent/v1/files/cv', name: 'siti-cv.pdf', size: 9, mime: 'application/pdf' };
        return HttpResponse.json({
          data: talentFixture({ cv }),
          meta: { message: profileMessages.fileUploaded },
        });
      }),
    );
    const { user, container } = renderApp('/talent/profile/personal-information');
    const card = await screen.findByRole('form', { name: 'CV' });
    const inputs = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const pdf = new File(['%PDF-1.7'], 'siti-cv.pdf', { type: 'application/pdf' });
    fireEvent.change(inputs[1] as HTMLInputElement, { target: { files: [pdf] } });
    await user.click(within(card).getByRole('button', { name: 'Save CV' }));
    expect(await within(card).findByText(refusal)).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();

    fireEvent.change(inputs[1] as HTMLInputElement, { target: { files: [pdf] } });
    await user.click(within(card).getByRole('button', { name: 'Save CV' }));
    expect(await within(card).findByRole('progressbar', { name: 'Uploading 50%' })).toBeInTheDocument();
    letUploadFinish();
    expect(await screen.findByText(profileMessages.fileUploaded)).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'siti-cv.pdf' })).toBeInTheDocument();
  });

  it('lists the additional documents, removes one on request and refuses a file that is not a PDF', async () => {
    signInAsTalent();
    const letter = {
      id: 7,
      name: 'reference letter.pdf',
      url: '/api/talent/v1/files/letter',
      size: 52_000,
      mime: 'application/pdf',
    };
    answerTalentLoad(talentFixture({ additional_documents: [letter] }));
    const asked: string[] = [];
    network.use(
      onEndpoint(removeAdditionalDocument, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({
          data: talentFixture({ additional_documents: [] }),
          meta: { message: profileMessages.profileUpdated },
        });
      }),
    );
    const { user, container } = renderApp('/talent/profile/personal-information');
    const documents = await screen.findByRole('form', { name: 'Additional Documents' });
    expect(within(documents).getByRole('link', { name: 'reference letter.pdf' })).toBeInTheDocument();
    expect(within(documents).getByText('51 KB')).toBeInTheDocument();

    const inputs = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const word = new File(['PK'], 'letter.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    fireEvent.change(inputs[2] as HTMLInputElement, { target: { files: [word] } });
    expect(await within(documents).findByText(profileMessages.documentType)).toBeInTheDocument();

    await user.click(within(documents).getByRole('button', { name: 'Remove reference letter.pdf' }));
    // One press does not delete: the talent is asked first, with Keep it as the safe default.
    const question = await screen.findByRole('dialog', { name: 'Remove this document?' });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(within(documents).getByText('reference letter.pdf')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await within(documents).findByText('No additional document yet.')).toBeInTheDocument();
    expect(asked).toEqual([`/api/talent/v1/talent/${talentFixture().id}/additional-document/7`]);
  });

  it('offers no upload once the talent keeps the most documents there can be', async () => {
    signInAsTalent();
    const documents = Array.from({ length: profileLimits.documentsMax }, (_, index) => ({
      id: index + 1,
      name: `document ${index + 1}.pdf`,
      url: `/api/talent/v1/files/${index + 1}`,
      size: 1_000,
      mime: 'application/pdf',
    }));
    answerTalentLoad(talentFixture({ additional_documents: documents }));
    renderApp('/talent/profile/personal-information');
    const card = await screen.findByRole('form', { name: 'Additional Documents' });
    expect(within(card).getByText(/You keep 10 documents/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Upload Document' })).not.toBeInTheDocument();
  });

  it('tells a save the server fails, and keeps the talent on the form', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    network.use(
      onEndpoint(editSkills, () =>
        HttpResponse.json(
          {
            data: null,
            meta: { message: 'The database is away', type: 'INTERNAL_ERROR' },
            error: 'Internal Server Error',
          },
          { status: 500 },
        ),
      ),
    );
    const { user, router } = renderApp('/talent/profile/skills');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The database is away')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talent/profile/skills');
  });
});
