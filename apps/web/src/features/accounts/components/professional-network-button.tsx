import { Button } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { oidcPaths } from '@talent/contract';
import { useTranslation } from '@/lib/i18n';
import { getRuntimeConfig } from '@/lib/runtime-config';
import classes from './professional-network-button.module.css';

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
      classNames={{ root: classes.root, label: classes.label }}
      leftSection={<IconBriefcase aria-hidden size={18} />}
    >
      {t('login.professionalNetwork')}
    </Button>
  );
}
