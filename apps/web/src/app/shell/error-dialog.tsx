import { Code, Modal } from '@mantine/core';
import { clearErrorModal, errorModalText, useErrorModal } from '@/lib/error-modal';
import { useTranslation } from '@/lib/i18n';

/** The global error modal itself: the error as JSON; closing it forgets the error. */
export function ErrorDialog() {
  const { t } = useTranslation(['errors', 'common']);
  const state = useErrorModal();
  return (
    <Modal
      opened={state !== null}
      onClose={clearErrorModal}
      title={t('errorModalTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {state !== null && (
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {errorModalText(state.data)}
        </Code>
      )}
    </Modal>
  );
}
