import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/**
 * Spec section 9: leaving a form with changes not yet saved asks 'Are you sure want to discard
 * content ?' with Discard and Cancel; closing or reloading the tab gets the browser's own question.
 * Render it inside the form's page with `when` set while the form is dirty.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('unsavedChanges.title')}
      size="sm"
      centered
    >
      <Text>{t('unsavedChanges.question')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('unsavedChanges.cancel')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsavedChanges.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
