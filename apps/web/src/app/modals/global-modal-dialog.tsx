import { Modal } from '@mantine/core';
import { Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/i18n';
import { type ModalDefinition, modalWidth, useModalManager } from '@/lib/modal-manager';
import { modalRegistry } from './modal-registry';

/** Shows the top of the modal stack (default width 600, contest_survey 774). */
export function GlobalModalDialog({
  registry = modalRegistry,
}: {
  registry?: Readonly<Record<string, ModalDefinition>>;
}) {
  const { t } = useTranslation();
  const { current, canGoBack, back, closeAll } = useModalManager();
  const definition = current === null ? undefined : registry[current.name];
  return (
    <Modal
      opened={current !== null && definition !== undefined}
      onClose={closeAll}
      size={current === null ? undefined : modalWidth(current.name)}
      title={current !== null && definition !== undefined ? definition.title(current) : undefined}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      {current !== null && definition !== undefined && (
        <Suspense fallback={<PageLoader label={t('loading')} />}>
          <definition.Content
            key={`${current.name}:${current.id ?? ''}:${current.roleTalentId ?? ''}`}
            request={current}
            back={back}
            close={closeAll}
            canGoBack={canGoBack}
          />
        </Suspense>
      )}
    </Modal>
  );
}
