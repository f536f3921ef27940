import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo-mark';
import { useTranslation } from '@/lib/i18n';

/**
 * The rating pages have no header (spec section 2), so each shows the mark that leads home, the
 * step it is, and one card.
 */
export function RatingFrame({
  title,
  intro,
  step,
  children,
}: {
  title: string;
  intro?: string;
  step?: 1 | 2;
  children: ReactNode;
}) {
  const { t } = useTranslation('rating');
  useDocumentTitle(title);
  return (
    <Container size={640} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Anchor component={Link} to="/" aria-label={t('frame.home')}>
            <LogoMark size={36} />
          </Anchor>
          {step && (
            <Text size="sm" c="dimmed">
              {t('frame.step', { step })}
            </Text>
          )}
        </Group>
        <Card withBorder radius="lg" padding="xl" shadow="sm">
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {title}
              </Title>
              {intro && <Text c="dimmed">{intro}</Text>}
            </Stack>
            {children}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
