import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoredTalent } from '@/lib/auth-storage';
import { paths } from '@/lib/paths';

export const profileLinks = [
  { key: 'viewProfile', to: paths.profile },
  { key: 'settings', to: paths.settings },
  { key: 'signOut', to: paths.logout },
] as const;

/** VIEW PROFILE, SETTINGS, SIGNOUT under the talent's picture and name. */
export function ProfileMenu() {
  const { t } = useTranslation('shell');
  const talent = useStoredTalent();
  const name = talent?.fullname ?? '';
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton
          aria-label={t('header.profileMenu')}
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar src={talent?.image_url?.thumb ?? null} name={name} alt="" size={36} color="blue" />
            <Text size="sm" fw={600} maw={160} truncate visibleFrom="lg">
              {name}
            </Text>
            <IconChevronDown aria-hidden size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {profileLinks.map((link) => (
          <Menu.Item key={link.key} component={Link} to={link.to}>
            {t(`header.${link.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
