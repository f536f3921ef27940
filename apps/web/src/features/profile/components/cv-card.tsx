import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { profileFileFields, type Talent, uploadCv } from '@talent/contract';
import { UploadField } from '@/components/ui/upload-field';
import { fileHref } from '@/lib/file-href';
import { useTranslation } from '@/lib/i18n';
import { useTalentUpload } from '../api/use-talent-upload';

/** The talent's CV: the one on file, and a new one checked before it is sent and uploaded with progress. */
export function CvCard({ talent }: { talent: Talent }) {
  const { t } = useTranslation('profile');
  const cv = useTalentUpload(profileFileFields.cv, 'field');
  const upload = (event: React.FormEvent) => {
    event.preventDefault();
    void cv.sendAlone(uploadCv, { id: talent.id });
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
          {...cv.field}
        />
        <Button type="submit" variant="light" w="fit-content" loading={cv.sending}>
          {t('edit.saveCv')}
        </Button>
      </Stack>
    </form>
  );
}
