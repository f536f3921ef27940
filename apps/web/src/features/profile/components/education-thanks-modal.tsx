import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modal-manager';
import { paths } from '@/lib/paths';

export function EducationThanksModalTitle() {
  const { t } = useTranslation('profile');
  return t('educationModal.title');
}

/** The talent_education modal (spec section 2): thanks for completing the education section. */
export function EducationThanksModal({ close }: ModalContentProps) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="md">
      <Text>{t('educationModal.text')}</Text>
      <Group justify="flex-end">
        <Button component={Link} to={`${paths.profile}/certificates`} variant="default">
          {t('educationModal.next')}
        </Button>
        <Button onClick={close}>{t('educationModal.ok')}</Button>
      </Group>
    </Stack>
  );
}
