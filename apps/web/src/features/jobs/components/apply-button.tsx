import { Button, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * Apply Job, or once the talent applied a disabled "Applied" (spec: the apply button is disabled after
 * a successful apply): a greyed "Apply Job" read as a job the talent could not apply to. Beside it,
 * a line says why it cannot be pressed, and describes it to screen readers.
 */
export function ApplyButton({
  applied,
  loading,
  onApply,
}: {
  applied: boolean;
  loading: boolean;
  onApply: () => void;
}) {
  const { t } = useTranslation('jobs');
  const reasonId = useId();
  return applied ? (
    <>
      <Text size="xs" c="dimmed" id={reasonId}>
        {t('card.appliedReason')}
      </Text>
      <Button disabled aria-describedby={reasonId} leftSection={<IconCheck size={16} aria-hidden />}>
        {t('card.applied')}
      </Button>
    </>
  ) : (
    <Button onClick={onApply} loading={loading}>
      {t('card.apply')}
    </Button>
  );
}
