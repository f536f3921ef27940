import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

const steps = ['welcome', 'dashboard', 'jobs', 'profile', 'contact'] as const;

/**
 * The product tour: a few steps on what Talent does, one at a time. `onClose(true)` when the talent
 * reaches the end, `onClose(false)` when they close it on the way (it stays offered).
 */
export function ProductTourModal({ onClose }: { onClose: (finished: boolean) => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? 'welcome';
  const last = index === steps.length - 1;
  return (
    <Modal
      opened
      onClose={() => onClose(false)}
      title={t(`tour.steps.${step}.title`)}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
      size="md"
    >
      <Stack gap="md">
        <Progress
          value={((index + 1) / steps.length) * 100}
          aria-label={t('tour.progress', { step: index + 1, total: steps.length })}
          size="sm"
        />
        <Text size="sm" c="dimmed">
          {t('tour.progress', { step: index + 1, total: steps.length })}
        </Text>
        <Text>{t(`tour.steps.${step}.text`)}</Text>
        <Group justify="space-between">
          <Button variant="subtle" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('tour.back')}
          </Button>
          <Button onClick={() => (last ? onClose(true) : setIndex(index + 1))}>
            {last ? t('tour.finish') : t('tour.next')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
