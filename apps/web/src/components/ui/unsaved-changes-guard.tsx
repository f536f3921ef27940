import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/**
 * Spec section 9: leaving a form with changes not yet saved asks 'Are you sure want to discard
 * content ?' with Discard and Cancel; closing or reloading the tab gets the browser's own question.
 * Render it inside the form's page with `when` set while the form is dirty.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('common');
  // The router asks the blocker at navigation time, and a page may navigate from its own effect as
  // soon as it saved (useSectionSave): the answer must be the `when` of the last render, which a
  // layout effect has in place before any page's effect runs, whatever order the renderer runs
  // effects of parent and child in.
  const blocking = useRef(when);
  useLayoutEffect(() => {
    blocking.current = when;
  }, [when]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        blocking.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
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
