import { Button, Group, Stack, Text } from '@mantine/core';
import { profileFileFields, uploadCv } from '@talent/contract';
import { UploadField } from '@/components/ui/upload-field';
import { useStoredAuth } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modal-manager';
import { useTalentUpload } from '../api/use-talent-upload';

export function UploadCvModalTitle() {
  const { t } = useTranslation('profile');
  return t('uploadCvModal.title');
}

/**
 * The talent_upload_cv modal (spec section 2): opened when a talent without a CV applies or opens
 * the job listing; the CV they pick is checked, uploaded with progress and kept, and the modal
 * closes so the next Apply goes straight to the Apply Job modal.
 */
export function UploadCvModal({ close }: ModalContentProps) {
  const { t } = useTranslation('profile');
  const talentId = useStoredAuth()?.id ?? 0;
  const cv = useTalentUpload(profileFileFields.cv, 'field');
  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await cv.sendAlone(uploadCv, { id: talentId })) close();
  };

  return (
    <form onSubmit={upload} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('uploadCvModal.intro')}</Text>
        <UploadField kind="cv" label={t('fields.cv')} description={t('fields.cvHelp')} {...cv.field} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('uploadCvModal.later')}
          </Button>
          <Button type="submit" loading={cv.sending}>
            {t('edit.saveCv')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
