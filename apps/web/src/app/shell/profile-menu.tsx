import { Anchor, Avatar, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useStoredTalent } from '@/lib/auth-storage';
import { fileHref } from '@/lib/file-href';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { HeaderPopover } from './header-popover';

/**
 * Loads the whole talent (spec section 4) when the browser knows only its id and email, as right
 * after sign-in, whatever page comes first. Apart, because the talent's contract weighs about 9 kB
 * that every page's first load would otherwise carry; once the name is kept, it is not loaded.
 */
const TalentLoader = lazy(async () => ({ default: (await import('@/lib/talent')).TalentLoader }));

export const profileLinks = [
  { key: 'viewProfile', to: paths.profile },
  { key: 'settings', to: paths.settings },
  { key: 'signOut', to: paths.logout },
] as const;

/**
 * VIEW PROFILE, SETTINGS, SIGNOUT under the talent's picture and name. These are page links, so a
 * disclosure holds them (not an ARIA menu, which is for application commands).
 */
export function ProfileMenu() {
  const { t } = useTranslation('shell');
  const talent = useStoredTalent();
  const photo = talent?.image_url?.thumb;
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const name = talent?.fullname ?? '';
  return (
    <>
      {talent !== null && talent.fullname === undefined && (
        <Suspense fallback={null}>
          <TalentLoader />
        </Suspense>
      )}
      <HeaderPopover
        opened={opened}
        onChange={setOpened}
        width={220}
        labelledBy={titleId}
        padding="xs"
        target={(target) => (
          <UnstyledButton
            {...target}
            aria-label={name ? t('header.profileMenuOf', { name }) : t('header.profileMenu')}
            p={4}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar src={photo ? fileHref(photo) : null} name={name} alt="" size={36} color="blue" />
              <Text size="sm" fw={600} maw={160} truncate visibleFrom="lg">
                {name}
              </Text>
              <IconChevronDown aria-hidden size={16} />
            </Group>
          </UnstyledButton>
        )}
      >
        <VisuallyHidden id={titleId}>{t('header.profileMenu')}</VisuallyHidden>
        <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {profileLinks.map((link) => (
            <li key={link.key}>
              <Anchor
                component={Link}
                to={link.to}
                onClick={() => setOpened(false)}
                display="block"
                p="xs"
                fw={600}
                size="sm"
                c="dark.9"
                underline="hover"
              >
                {t(`header.${link.key}`)}
              </Anchor>
            </li>
          ))}
        </Stack>
      </HeaderPopover>
    </>
  );
}
