import { profileMessages } from '@talent/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { modalNames } from '@/lib/modal-manager';
import { renderWithProviders, signInAsTalent } from '@/test/render-app';
import { UploadCvModal } from './upload-cv-modal';

function openUploadCvModal() {
  signInAsTalent();
  const close = vi.fn();
  const view = renderWithProviders(
    <section aria-label="Upload your CV to apply">
      <UploadCvModal request={{ name: modalNames.uploadCv }} close={close} back={close} canGoBack={false} />
    </section>,
  );
  return { ...view, close, dialog: screen.getByRole('region', { name: 'Upload your CV to apply' }) };
}

describe('the talent_upload_cv modal', () => {
  it('asks for the CV with the profile rules before anything is sent', async () => {
    const { user, dialog } = openUploadCvModal();
    expect(await within(dialog).findByText(/Upload it once, then apply to any job/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save CV' }));
    expect(await within(dialog).findByText(profileMessages.fileRequired)).toBeInTheDocument();

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] },
    });
    expect(await within(dialog).findByText(profileMessages.cvType)).toBeInTheDocument();
  });

  it('closes with Not now, leaving the talent where they were', async () => {
    const { user, dialog, close } = openUploadCvModal();
    await user.click(await within(dialog).findByRole('button', { name: 'Not now' }));
    expect(close).toHaveBeenCalled();
  });
});
