import { FormMessage } from '@/components/ui/form-message';
import { useTranslation } from '@/lib/i18n';

/** 'Employer not in this repo' (spec section 6): this app signs in talents only. */
export function RejectedAccountMessage({ accountType }: { accountType: string }) {
  const { t } = useTranslation('accounts');
  const name =
    accountType === 'employer' || accountType === 'staff'
      ? t(`login.accountTypes.${accountType}`)
      : accountType;
  return (
    <FormMessage tone="error" title={t('login.rejectedAccountType', { accountType: name })}>
      {t('login.rejectedAccountTypeHint')}
    </FormMessage>
  );
}
