import { Anchor, Avatar, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoredTalent } from '@/lib/auth-storage';
import { fileHref } from '@/lib/file-href';
import { paths } from '@/lib/paths';
import { useTalent } from '@/lib/talent';
import { HeaderPopover } from './header-popover';

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
  // The whole talent loads after sign-in (spec section 4) whatever page comes first, and keeps
  // `talentData` fresh; until it answers, the name and photo kept from before show.
  useTalent();
  const talent = useStoredTalent();
  const photo = talent?.image_url?.thumb;
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const name = talent?.fullname ?? '';
  return (
    <HeaderPopover
      opened={opened}
      onChange={setOpened}
      width={220}
      labelledBy={titleId}
      padding="xs"
      target={(target) => (
        <UnstyledButton
          {...target}
          aria-label={t('header.profileMenu')}
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
  );
}
