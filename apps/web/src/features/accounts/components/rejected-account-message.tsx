import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';

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
