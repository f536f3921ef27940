import { Anchor, Box, Burger, Container, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { LogoMark } from '@/components/ui/logo-mark';
import { paths } from '@/lib/paths';
import classes from './header.module.css';
import { newTabLinkProps } from './new-tab-hint';
import { NotificationBell } from './notification-bell';
import { ProfileMenu, profileLinks } from './profile-menu';
import { useShellNotifications } from './shell-notifications';

export const navigationLinks = [
  { key: 'dashboard', to: paths.dashboard, newTab: false },
  { key: 'jobListing', to: paths.jobOpportunities, newTab: false },
  { key: 'media', to: paths.media, newTab: true },
] as const;

function Logo() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Anchor
      component={Link}
      to={paths.home}
      aria-label={t('header.home')}
      underline="never"
      className={classes.logo}
    >
      <Group gap={8} wrap="nowrap" aria-hidden>
        <LogoMark size={32} />
        <Text component="span" fz={20} fw={700} c="var(--talent-ink)">
          {t('common:appName')}
        </Text>
      </Group>
    </Anchor>
  );
}

function PrimaryNavigation() {
  const { t } = useTranslation('shell');
  return (
    <Box component="nav" aria-label={t('header.primaryNavigation')} visibleFrom="md">
      <Group gap="lg" component="ul" className={classes.navList}>
        {navigationLinks.map((link) => (
          <li key={link.key}>
            {link.newTab ? (
              <a href={link.to} className={classes.navLink} {...newTabLinkProps}>
                {t(`header.${link.key}`)}
              </a>
            ) : (
              <RouterNavLink to={link.to} className={classes.navLink}>
                {t(`header.${link.key}`)}
              </RouterNavLink>
            )}
          </li>
        ))}
      </Group>
    </Box>
  );
}

function NavigationDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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

/** The header (spec section 2): with navigation, bell and profile menu, or the plain variant without. */
export function Header({ variant }: { variant: 'navigation' | 'plain' }) {
  const { t } = useTranslation('shell');
  const [drawerOpened, drawer] = useDisclosure(false);
  const notifications = useShellNotifications();
  const withNavigation = variant === 'navigation';
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {withNavigation && (
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={t('header.openNavigation')}
              />
            )}
            <Logo />
          </Group>
          {withNavigation && <PrimaryNavigation />}
          {withNavigation && (
            <Group gap="xs" wrap="nowrap">
              <NotificationBell unreadCount={notifications.unreadCount} items={notifications.items} />
              <ProfileMenu />
            </Group>
          )}
        </Group>
      </Container>
      {withNavigation && <NavigationDrawer opened={drawerOpened} onClose={drawer.close} />}
    </Box>
  );
}
