import { TextInput } from '@mantine/core';
import { referralInviteBodySchema } from '@talent/contract';
import { z } from 'zod/mini';
import { EmailField } from '@/components/ui/contact-fields';
import { FormLayout } from '@/components/ui/form-layout';
import { useTranslation } from '@/lib/i18n';
import { showSuccessToast } from '@/lib/toast';
import { useContractForm } from '@/lib/use-contract-form';
import { useInviteFriend } from '../api/referrals';

const inviteFormSchema = z.omit(referralInviteBodySchema, { invited_by_id: true });

/** The friend's name, email and number (spec section 5); the server's refusals land at their field. */
export function InviteFriendForm({ talentId }: { talentId: number }) {
  const { t } = useTranslation('referral');
  const invite = useInviteFriend(talentId);
  const { form, message, submitWith } = useContractForm({
    name: 'invite-friend',
    schema: inviteFormSchema,
    initialValues: { name: '', email: '', phone: '' },
  });

  const onSubmit = submitWith(async (values) => {
    const meta = await invite.mutateAsync({ invited_by_id: talentId, ...values });
    form.reset();
    showSuccessToast(meta.message ?? t('form.sent'));
  });

  return (
    <FormLayout
      onSubmit={onSubmit}
      message={message}
      submitLabel={t('form.submit')}
      submitting={form.submitting}
    >
      <TextInput
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        autoComplete="off"
        withAsterisk
        {...form.getInputProps('name')}
      />
      <EmailField
        label={t('form.email')}
        placeholder={t('form.emailPlaceholder')}
        autoComplete="off"
        withAsterisk
        {...form.getInputProps('email')}
      />
      {/* A friend's number is at most 15 characters (spec section 5): written as they know it, without a code to choose. */}
      <TextInput
        label={t('form.phone')}
        placeholder={t('form.phonePlaceholder')}
        type="tel"
        autoComplete="off"
        withAsterisk
        {...form.getInputProps('phone')}
      />
    </FormLayout>
  );
}
