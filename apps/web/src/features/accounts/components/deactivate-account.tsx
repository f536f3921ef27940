import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { showSuccessToast } from '@/lib/toast';
import { useDeactivateAccount } from '../api/deactivate-account';
import { forgetSession } from '../session/session';

/**
 * Settings: deactivate the account, after a confirmation. The server ends every session, so this
 * browser forgets its own and goes to the login page.
 */
export function DeactivateAccount() {
  const { t } = useTranslation(['accounts', 'common']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, confirm] = useDisclosure(false);
  const deactivate = useDeactivateAccount();

  const onConfirm = () => {
    if (deactivate.isPending) return;
    deactivate.mutate(undefined, {
      onSuccess: () => {
        confirm.close();
        forgetSession(queryClient);
        showSuccessToast(t('settings.deactivate.success'));
        void navigate(paths.login, { replace: true });
      },
    });
  };

  return (
    <>
      <Group>
        <Button color="red" variant="outline" onClick={confirm.open}>
          {t('settings.deactivate.open')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => {
          if (!deactivate.isPending) confirm.close();
        }}
        title={t('settings.deactivate.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('settings.deactivate.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close} disabled={deactivate.isPending} data-autofocus>
              {t('settings.deactivate.cancel')}
            </Button>
            <Button color="red" onClick={onConfirm} loading={deactivate.isPending}>
              {t('settings.deactivate.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
