import { Button, CloseButton, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconFileText, IconFileUpload } from '@tabler/icons-react';
import { checkPickedFile, isRefusedSilently, type UploadKind, uploadLimits } from '@talent/contract';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import classes from './upload-field.module.css';

/** The progress bar goes back to empty 1 s after reaching 100% (spec section 4). */
const progressResetMs = 1000;

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** The rules of an upload that is not a profile file (the pay slip): what it accepts and why not. */
export interface FileRule {
  extensions: readonly string[];
  problemOf: (file: File) => string | null;
}

function ruleOf(kind: UploadKind | FileRule) {
  if (typeof kind !== 'string') return { ...kind, refusedSilently: () => false };
  return {
    extensions: uploadLimits[kind].extensions,
    problemOf: (file: File) => checkPickedFile(kind, file),
    refusedSilently: (file: File) => isRefusedSilently(kind, file),
  };
}

/** '240 KB', '3.4 MB': enough to tell two files apart. */
function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The kit's file field for every upload: an area to drop a file on, with a button to choose one
 * (for keyboards and phones), and under it the file that will be sent, by name, or the one on
 * record. It checks the picked or dropped file against its rules (type and size) before anything is
 * sent (a CV of 34 MB or more is not taken, without a message, as spec section 5 says), and shows
 * the upload's progress while it runs.
 */
export function UploadField({
  kind,
  label,
  description,
  file,
  current,
  onChange,
  error,
  progress,
  required = false,
}: {
  kind: UploadKind | FileRule;
  label: string;
  description?: string;
  file: File | null;
  /** The name of the file on record, shown as attached while no other is chosen. */
  current?: string | null;
  onChange: (file: File | null, problem: string | null) => void;
  error?: string | null;
  progress: number | null;
  required?: boolean;
}) {
  const { t } = useTranslation('common');
  const rule = ruleOf(kind);
  const [shown, setShown] = useState<number | null>(progress);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const buttonId = useId();
  const buttonTextId = useId();
  const pick = (picked: File | null) => {
    if (picked && rule.refusedSilently(picked)) return;
    onChange(picked, picked ? rule.problemOf(picked) : null);
  };
  useEffect(() => {
    setShown(progress);
    if (progress !== 100) return;
    const timer = setTimeout(() => setShown(null), progressResetMs);
    return () => clearTimeout(timer);
  }, [progress]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, htmlFor: buttonId }}
      description={description}
      error={error ?? undefined}
      withAsterisk={required}
    >
      <Stack gap={6} mt={4}>
        <Group
          gap="sm"
          wrap="wrap"
          className={classes.zone}
          data-dragging={dragging || undefined}
          data-invalid={error ? true : undefined}
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
          <IconFileUpload size={28} aria-hidden className={classes.icon} />
          <Text size="sm" className={classes.hint}>
            {t('upload.dropHint')}
          </Text>
          <FileButton onChange={pick} accept={rule.extensions.join(',')}>
            {(props) => (
              <Button
                {...props}
                id={buttonId}
                variant="light"
                size="sm"
                aria-labelledby={`${labelId} ${buttonTextId}`}
                aria-invalid={error ? true : undefined}
              >
                <span id={buttonTextId}>{t('upload.pick')}</span>
              </Button>
            )}
          </FileButton>
        </Group>
        {(file || current) && (
          <Group gap="xs" wrap="nowrap" className={classes.file}>
            <IconFileText size={20} aria-hidden className={classes.icon} />
            <Text size="sm" fw={600} className={classes.name}>
              {file ? file.name : current}
            </Text>
            <Text size="xs" c="dimmed" className={classes.size}>
              {file ? sizeOf(file.size) : t('upload.onRecord')}
            </Text>
            {file && <CloseButton size="sm" aria-label={t('upload.clear')} onClick={() => pick(null)} />}
          </Group>
        )}
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
    </Input.Wrapper>
  );
}
