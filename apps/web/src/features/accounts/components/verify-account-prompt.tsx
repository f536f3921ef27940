import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-error';
import { formFailureOf } from '@/lib/form-failure';
import { useTranslation } from '@/lib/i18n';
import { showSuccessToast } from '@/lib/toast';
import { useResendVerification } from '../api/resend-verification';

/** Sending the verification mail again, with its outcome (spec section 7: resend verification). */
export function ResendVerification({ email, onSent }: { email: string; onSent?: () => void }) {
  const { t } = useTranslation('accounts');
  const resend = useResendVerification();
  const failure =
    resend.error instanceof ApiError ? (formFailureOf(resend.error.failure)?.message ?? null) : null;
  return (
    <Stack gap="sm">
      {resend.isError && <FormMessage tone="error">{failure ?? t('verifyPrompt.resendFailed')}</FormMessage>}
      <Button
        variant="light"
        loading={resend.isPending}
        onClick={() => {
          if (resend.isPending) return;
          resend.mutate(email, {
            onSuccess: () => {
              showSuccessToast(t('verifyPrompt.resendSuccess'));
              onSent?.();
            },
          });
        }}
      >
        {t('verifyPrompt.resend')}
      </Button>
    </Stack>
  );
}

/**
 * Opens when signing in answers HTTP 401: the account exists but its email is not verified yet
 * (spec section 8). A successful resend closes it.
 */
export function VerifyAccountPrompt({ email, onClose }: { email: string | null; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <Modal
      opened={email !== null}
      onClose={onClose}
      title={t('verifyPrompt.title')}
      closeButtonProps={{ 'aria-label': t('verifyPrompt.close') }}
      centered
    >
      {email !== null && (
        <Stack gap="md">
          <Text>{t('verifyPrompt.text', { email })}</Text>
          <Text size="sm" c="dimmed">
            {t('verifyPrompt.noMail')}
          </Text>
          <ResendVerification email={email} onSent={onClose} />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              {t('verifyPrompt.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
