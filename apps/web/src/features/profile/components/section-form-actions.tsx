import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** Cancel (back to the profile, through the unsaved-changes guard) and Save, busy while saving. */
export function SectionFormActions({
  saving,
  disabled = false,
  submitLabel,
}: {
  saving: boolean;
  disabled?: boolean;
  /** What Save says where the form sends rather than saves ("Send Request"). */
  submitLabel?: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <Group justify="flex-end" mt="sm">
      <Button component={Link} to={paths.profile} variant="default">
        {t('edit.cancel')}
      </Button>
      <Button type="submit" loading={saving} disabled={disabled}>
        {submitLabel ?? t('edit.save')}
      </Button>
    </Group>
  );
}
