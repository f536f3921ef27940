import { FileInput, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { checkPickedFile, isRefusedSilently, type UploadKind, uploadLimits } from '@talent/contract';
import { type DragEvent, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import classes from './upload-field.module.css';

/** The progress bar goes back to empty 1 s after reaching 100% (spec section 4). */
const progressResetMs = 1000;

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The kit's file field for every upload: it checks the picked or dropped file against the contract's
 * rules (type and size for its `kind`) before anything is sent (a CV of 34 MB or more is not taken,
 * without a message, as spec section 5 says), and shows the upload's progress while
 * it runs. Dropping a file anywhere on the field picks it; the button stays for keyboards and phones.
 */
export function UploadField({
  kind,
  label,
  description,
  file,
  onChange,
  error,
  progress,
  required = false,
}: {
  kind: UploadKind;
  label: string;
  description?: string;
  file: File | null;
  onChange: (file: File | null, problem: string | null) => void;
  error?: string | null;
  progress: number | null;
  required?: boolean;
}) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState<number | null>(progress);
  const [dragging, setDragging] = useState(false);
  const pick = (picked: File | null) => {
    if (picked && isRefusedSilently(kind, picked)) return;
    onChange(picked, picked ? checkPickedFile(kind, picked) : null);
  };
  useEffect(() => {
    setShown(progress);
    if (progress !== 100) return;
    const timer = setTimeout(() => setShown(null), progressResetMs);
    return () => clearTimeout(timer);
  }, [progress]);

  return (
    <Stack
      gap={6}
      className={classes.field}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        pick(event.dataTransfer.files[0] ?? null);
      }}
    >
      <FileInput
        label={label}
        description={description ? `${description} · ${t('upload.dropHint')}` : t('upload.dropHint')}
        placeholder={t('upload.pick')}
        accept={uploadLimits[kind].extensions.join(',')}
        leftSection={<IconFileUpload size={18} aria-hidden />}
        value={file}
        clearable
        clearButtonProps={{ 'aria-label': t('upload.clear') }}
        withAsterisk={required}
        error={error ?? undefined}
        onChange={pick}
      />
      {shown !== null && (
        <Stack gap={2}>
          <Progress
            value={shown}
            aria-label={t('upload.progress', { percent: shown })}
            animated={shown < 100}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('upload.progress', { percent: shown })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
