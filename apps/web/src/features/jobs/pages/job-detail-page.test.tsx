import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { roleDetailFixture } from '@/test/job-fixture';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';
import { sendUploadsThroughFetch } from '@/test/uploads';

const job = roleDetailFixture();

const answer = (data: unknown, message = 'Success') =>
  new Response(JSON.stringify({ data, meta: { message } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('applying to a job', () => {
  it('shows how far a newer CV has gone before the apply is sent', async () => {
    signInAsTalent();
    const cv = { url: '/api/talent/v1/files/cv', name: 'old-cv.pdf', size: 52_000, mime: 'application/pdf' };
    const talent = talentFixture({ cv });
    answerTalentLoad(talent);
    sendUploadsThroughFetch();
    let letUploadFinish = () => {};
    const asked: string[] = [];
    const previous = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname.endsWith('/jobs/11') && method === 'GET') return answer(job);
      if (url.pathname.endsWith('/talent/7/uploadcv')) {
        asked.push(`${method} ${url.pathname}`);
        await new Promise<void>((resolve) => {
          letUploadFinish = resolve;
        });
        return answer(talentFixture({ cv: { ...cv, name: 'new-cv.pdf' } }), 'File uploaded successfully.');
      }
      if (url.pathname.endsWith('/jobs/11/apply')) {
        asked.push(`${method} ${url.pathname}`);
        return answer({ product_id: 11, applied: true, bookmarked: false }, 'Job applied successfully');
      }
      return previous(input, init);
    });

    const { user } = renderApp('/talent/job/11');
    await user.click(await screen.findByRole('button', { name: 'Apply Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Job - Backend Engineer' });
    expect(within(dialog).getByText('old-cv.pdf')).toBeInTheDocument();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    const newer = new File(['%PDF-1.7'], 'new-cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input as HTMLInputElement, { target: { files: [newer] } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading 50%' })).toBeInTheDocument();
    expect(asked).toEqual(['PATCH /api/talent/v1/talent/7/uploadcv']);
    letUploadFinish();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Apply Job - Backend Engineer' })).not.toBeInTheDocument(),
    );
    expect(asked).toEqual(['PATCH /api/talent/v1/talent/7/uploadcv', 'POST /api/talent/v2/jobs/11/apply']);
    expect(await screen.findByText('Job applied successfully')).toBeInTheDocument();
  });
});
