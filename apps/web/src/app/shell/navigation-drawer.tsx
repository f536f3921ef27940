import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { openModal } from '@/lib/modal-manager';
import { careerLinks, navigationLinks } from './navigation-links';
import { newTabLinkProps } from './new-tab-hint';
import { profileLinks } from './profile-menu';

/** The header's links and the profile menu's on a phone, in a drawer from the burger. */
export function NavigationDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('header.navigationDrawer')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="xs"
      hiddenFrom="md"
    >
      <Stack component="nav" aria-label={t('header.primaryNavigation')} gap={0}>
        {navigationLinks.map((link) =>
          link.newTab ? (
            <NavLink
              key={link.key}
              component="a"
              href={link.to}
              label={t(`header.${link.key}`)}
              onClick={onClose}
              {...newTabLinkProps}
            />
          ) : (
            <NavLink
              key={link.key}
              component={Link}
              to={link.to}
              label={t(`header.${link.key}`)}
              active={pathname.startsWith(link.to)}
              onClick={onClose}
            />
          ),
        )}
        <Divider my="xs" label={t('header.careerTools')} labelPosition="left" />
        {careerLinks.map((link) =>
          'modal' in link ? (
            <NavLink
              key={link.key}
              component="button"
              type="button"
              label={t(`header.${link.key}`)}
              onClick={() => {
                onClose();
                openModal(link.modal);
              }}
            />
          ) : (
            <NavLink
              key={link.key}
              component={Link}
              to={link.to}
              label={t(`header.${link.key}`)}
              active={pathname.startsWith(link.to)}
              onClick={onClose}
            />
          ),
        )}
        <Divider my="xs" />
        {profileLinks.map((link) => (
          <NavLink
            key={link.key}
            component={Link}
            to={link.to}
            label={t(`header.${link.key}`)}
            onClick={onClose}
          />
        ))}
      </Stack>
    </Drawer>
  );
}
