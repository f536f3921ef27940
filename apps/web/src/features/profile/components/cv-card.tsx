import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { profileFileFields, profileMessages, type Talent, uploadCv } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '@/components/ui/upload-field';
import { ApiError } from '@/lib/api-error';
import { formFailureOf } from '@/lib/form-failure';
import { reactToApiError } from '@/lib/http-client';
import { keepTalent } from '@/lib/talent';
import { showSuccessToast } from '@/lib/toast';
import { uploadWithProgress } from '../api/upload-with-progress';
import { fileHref } from './profile-view';

/** The talent's CV: the one on file, and a new one checked before it is sent and uploaded with progress. */
export function CvCard({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    if (file === null) return setProblem(profileMessages.fileRequired);
    if (problem !== null || sending) return;
    setSending(true);
    const body = new FormData();
    body.append(profileFileFields.cv, file);
    try {
      const answer = await uploadWithProgress(uploadCv, { id: talent.id }, body, setProgress);
      keepTalent(queryClient, answer.data);
      showSuccessToast(answer.message || profileMessages.fileUploaded);
      setFile(null);
    } catch (error) {
      setProgress(null);
      if (!(error instanceof ApiError)) throw error;
      const failure = formFailureOf(error.failure);
      if (failure === null) reactToApiError(error);
      else setProblem(failure.fields[profileFileFields.cv] ?? failure.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={upload} noValidate aria-labelledby="cv-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="cv-title">
          {t('sections.cv')}
        </Title>
        {talent.cv ? (
          <Text size="sm">
            {t('edit.cvOnFile')}{' '}
            <Anchor href={fileHref(talent.cv.url)} target="_blank" rel="noreferrer">
              {talent.cv.name}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('page.noCv')}
          </Text>
        )}
        <UploadField
          kind="cv"
          label={talent.cv ? t('edit.replaceCv') : t('fields.cv')}
          description={t('fields.cvHelp')}
          file={file}
          onChange={(picked, reason) => {
            setFile(picked);
            setProblem(reason);
          }}
          error={problem}
          progress={progress}
        />
        <Button type="submit" variant="light" w="fit-content" loading={sending}>
          {t('edit.saveCv')}
        </Button>
      </Stack>
    </form>
  );
}
