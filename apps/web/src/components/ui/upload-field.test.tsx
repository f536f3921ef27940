import { profileMessages } from '@talent/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { UploadField } from './upload-field';

function CvPicker({ progress = null }: { progress?: number | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <UploadField
      kind="cv"
      label="Upload CV"
      file={problem ? null : file}
      onChange={(picked, reason) => {
        setFile(picked);
        setProblem(reason);
      }}
      error={problem}
      progress={progress}
    />
  );
}

/** An upload at 40% that the test finishes, as the page's progress state would. */
function UploadGoingOn() {
  const [progress, setProgress] = useState(40);
  return (
    <>
      <CvPicker progress={progress} />
      <button type="button" onClick={() => setProgress(100)}>
        Finish the upload
      </button>
    </>
  );
}

function drop(target: HTMLElement, file: File) {
  fireEvent.dragOver(target, { dataTransfer: { files: [], types: ['Files'] } });
  fireEvent.drop(target, { dataTransfer: { files: [file], types: ['Files'] } });
}

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
}

describe('the upload field', () => {
  it('refuses a file of the wrong type with the message, and a CV of 34 MB or more silently', async () => {
    const { container } = renderWithProviders(<CvPicker />);
    pick(container, new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText(profileMessages.cvType)).toBeInTheDocument();
    pick(container, new File(['%PDF'], 'kept.pdf'));
    expect(await screen.findByText('kept.pdf')).toBeInTheDocument();
    const large = new File(['%PDF'], 'large.pdf');
    Object.defineProperty(large, 'size', { value: 34 * 1024 * 1024 });
    pick(container, large);
    expect(screen.getByText('kept.pdf')).toBeInTheDocument();
    expect(screen.queryByText('large.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText(profileMessages.cvTooLarge)).not.toBeInTheDocument();
  });

  it('takes a file dropped on the field and checks it like a picked one', async () => {
    const { container } = renderWithProviders(<CvPicker />);
    const target = screen.getByText('Choose a file');
    fireEvent.dragOver(target, { dataTransfer: { files: [], types: ['Files'] } });
    expect(container.querySelector('[data-dragging]')).not.toBeNull();
    fireEvent.drop(target, { dataTransfer: { files: [new File(['MZ'], 'setup.exe')], types: ['Files'] } });
    expect(await screen.findByText(profileMessages.cvType)).toBeInTheDocument();
    expect(container.querySelector('[data-dragging]')).toBeNull();
    expect(screen.getByText('Drag and drop your file here, or')).toBeInTheDocument();
  });

  it('takes a CV dropped on the field as if it were picked', async () => {
    renderWithProviders(<CvPicker />);
    drop(screen.getByText('Choose a file'), new File(['%PDF'], 'siti-cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('siti-cv.pdf')).toBeInTheDocument();
    expect(screen.queryByText(profileMessages.cvType)).not.toBeInTheDocument();
  });

  it('refuses a dropped CV of 34 MB or more silently, as picking does', () => {
    renderWithProviders(<CvPicker />);
    const large = new File(['%PDF'], 'cv.pdf');
    Object.defineProperty(large, 'size', { value: 34 * 1024 * 1024 });
    drop(screen.getByText('Choose a file'), large);
    expect(screen.queryByText(profileMessages.cvTooLarge)).not.toBeInTheDocument();
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
  });

  it('shows how far an upload has come', () => {
    renderWithProviders(<CvPicker progress={40} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading 40%' })).toBeInTheDocument();
  });

  it('shows 100% when the upload is done, and an empty field again 1 s later', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<UploadGoingOn />);
      expect(screen.getByRole('progressbar', { name: 'Uploading 40%' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Finish the upload' }));
      expect(screen.getByRole('progressbar', { name: 'Uploading 100%' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(999));
      expect(screen.getByRole('progressbar', { name: 'Uploading 100%' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the chosen file by name and size under the drop area, with a way to remove it', async () => {
    const { container, user } = renderWithProviders(<CvPicker />);
    expect(screen.getByRole('button', { name: 'Upload CV Choose a file' })).toBeInTheDocument();
    const cv = new File(['%PDF'], 'Siti Rahayu CV.pdf', { type: 'application/pdf' });
    Object.defineProperty(cv, 'size', { value: 240 * 1024 });
    pick(container, cv);
    expect(await screen.findByText('Siti Rahayu CV.pdf')).toBeInTheDocument();
    expect(screen.getByText('240 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the chosen file' }));
    expect(screen.queryByText('Siti Rahayu CV.pdf')).not.toBeInTheDocument();
  });

  it('shows the file on record while no other is chosen', () => {
    renderWithProviders(
      <UploadField
        kind="cv"
        label="Upload CV"
        file={null}
        current="old-cv.pdf"
        onChange={() => {}}
        progress={null}
      />,
    );
    expect(screen.getByText('old-cv.pdf')).toBeInTheDocument();
    expect(screen.getByText('already uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the chosen file' })).not.toBeInTheDocument();
  });
});
