import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Talent } from '@talent/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { WithTalent } from './talent-state';

/**
 * The frame every profile edit page shares: a way back to the profile, the section's title and
 * intro, and the form in a card, with the talent's loading and error states around it.
 */
export function SectionEditFrame({
  title,
  intro,
  children,
  after,
}: {
  title: string;
  intro?: string;
  children: (talent: Talent) => ReactNode;
  /** What the page shows below the form, such as what the section's data says about the talent. */
  after?: (talent: Talent) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  useDocumentTitle(title);
  return (
    <WithTalent>
      {(talent) => (
        <Stack gap="md" maw={760} mx="auto">
          <Anchor component={Link} to={paths.profile} size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t('edit.backToProfile')}
            </Group>
          </Anchor>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          <Card withBorder radius="md" padding="lg">
            {children(talent)}
          </Card>
          {after?.(talent)}
        </Stack>
      )}
    </WithTalent>
  );
}
