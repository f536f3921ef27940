import { Button } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { oidcPaths } from '@talent/contract';
import wrapping from '@/components/ui/wrapping-button.module.css';
import { useTranslation } from '@/lib/i18n';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * Starts the OpenID Connect sign-in with the professional network. It is a plain link: the server
 * sends the browser to the provider, which sends it back to /login/callback.
 */
export function ProfessionalNetworkButton() {
  const { t } = useTranslation('accounts');
  const authBase = getRuntimeConfig().serviceBases.auth.replace(/\/+$/, '');
  return (
    <Button
      component="a"
      href={`${authBase}${oidcPaths.authorize}`}
      variant="default"
      fullWidth
      classNames={wrapping}
      leftSection={<IconBriefcase aria-hidden size={18} />}
    >
      {t('login.professionalNetwork')}
    </Button>
  );
}
