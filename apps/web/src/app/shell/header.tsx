import { Anchor, Box, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, memo } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { LogoMark } from '@/components/ui/logo-mark';
import { useTranslation } from '@/lib/i18n';
import { WhenFirstNeeded } from '@/lib/once-needed';
import { paths } from '@/lib/paths';
import { CareerMenu } from './career-menu';
import classes from './header.module.css';
import { navigationLinks } from './navigation-links';
import { newTabLinkProps } from './new-tab-hint';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';
import { useShellNotifications } from './shell-notifications';

/** The drawer (a modal, its focus trap and scroll area) loads on the first tap of the burger. */
const NavigationDrawer = lazy(async () => ({
  default: (await import('./navigation-drawer')).NavigationDrawer,
}));

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
        <li>
          <CareerMenu />
        </li>
      </Group>
    </Box>
  );
}

/**
 * The header (spec section 2): with navigation, bell and profile menu, or the plain variant without.
 * Memoised: the frame renders again as each navigation starts and ends, and the header need not.
 */
export const Header = memo(function Header({ variant }: { variant: 'navigation' | 'plain' }) {
  const { t } = useTranslation('shell');
  const [drawerOpened, drawer] = useDisclosure(false);
  const notifications = useShellNotifications();
  const withNavigation = variant === 'navigation';
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" w="100%">
        <Group mih={64} justify="space-between">
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
      {withNavigation && (
        <WhenFirstNeeded needed={drawerOpened}>
          <NavigationDrawer opened={drawerOpened} onClose={drawer.close} />
        </WhenFirstNeeded>
      )}
    </Box>
  );
});
