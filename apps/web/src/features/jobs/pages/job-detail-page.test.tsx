import { applyToJob, getJob, uploadCv } from '@talent/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { roleDetailFixture } from '@/test/job-fixture';
import { answer, network, onEndpoint } from '@/test/network';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';
import { sendUploadsThroughFetch } from '@/test/uploads';

const job = roleDetailFixture();

describe('applying to a job', () => {
  it('shows how far a newer CV has gone before the apply is sent', async () => {
    signInAsTalent();
    const cv = { url: '/api/talent/v1/files/cv', name: 'old-cv.pdf', size: 52_000, mime: 'application/pdf' };
    const talent = talentFixture({ cv });
    answerTalentLoad(talent);
    sendUploadsThroughFetch();
    let letUploadFinish = () => {};
    const asked: string[] = [];
    const ask = (request: Request) => asked.push(`${request.method} ${new URL(request.url).pathname}`);
    network.use(
      answer(getJob, job),
      onEndpoint(uploadCv, async ({ request }) => {
        ask(request);
        await new Promise<void>((resolve) => {
          letUploadFinish = resolve;
        });
        return HttpResponse.json({
          data: talentFixture({ cv: { ...cv, name: 'new-cv.pdf' } }),
          meta: { message: 'File uploaded successfully.' },
        });
      }),
      onEndpoint(applyToJob, ({ request }) => {
        ask(request);
        return HttpResponse.json({
          data: { product_id: 11, applied: true, bookmarked: false },
          meta: { message: 'Job applied successfully' },
        });
      }),
    );

    const { user } = renderApp('/talent/job/11');
    await user.click(await screen.findByRole('button', { name: 'Apply Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Job - Backend Engineer' });
    expect(within(dialog).getByText('old-cv.pdf')).toBeInTheDocument();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    const newer = new File(['%PDF-1.7'], 'new-cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input as HTMLInputElement, { target: { files: [newer] } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading 50%' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['PATCH /api/talent/v1/talent/7/uploadcv']));
    letUploadFinish();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Apply Job - Backend Engineer' })).not.toBeInTheDocument(),
    );
    expect(asked).toEqual(['PATCH /api/talent/v1/talent/7/uploadcv', 'POST /api/talent/v2/jobs/11/apply']);
    expect(await screen.findByText('Job applied successfully')).toBeInTheDocument();
  });
});
