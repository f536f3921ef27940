import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { profileFileFields, profileMessages, type Talent, uploadCv } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '@/components/ui/upload-field';
import { keepTalent } from '@/lib/talent';
import { showSuccessToast } from '@/lib/toast';
import { useTalentUpload } from '../api/use-talent-upload';
import { fileHref } from './profile-view';

/** The talent's CV: the one on file, and a new one checked before it is sent and uploaded with progress. */
export function CvCard({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const cv = useTalentUpload(profileFileFields.cv, 'field');
  const [sending, setSending] = useState(false);

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    if (cv.file === null) return cv.refuse(profileMessages.fileRequired);
    if (cv.problem !== null || sending) return;
    setSending(true);
    const body = new FormData();
    body.append(profileFileFields.cv, cv.file);
    try {
      const answer = await cv.send(uploadCv, { id: talent.id }, body);
      keepTalent(queryClient, answer.data);
      showSuccessToast(answer.message || profileMessages.fileUploaded);
      cv.reset();
    } catch {
      // Shown at the field by the upload, or by the app's handler.
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
          file={cv.file}
          onChange={cv.pick}
          error={cv.problem}
          progress={cv.progress}
        />
        <Button type="submit" variant="light" w="fit-content" loading={sending}>
          {t('edit.saveCv')}
        </Button>
      </Stack>
    </form>
  );
}
