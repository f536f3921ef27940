import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** A calm drawing in the theme's colours: an open folder with a spark, for places still empty. */
function EmptyIllustration() {
  return (
    <svg width="120" height="90" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      <rect x="10" y="22" width="100" height="60" rx="10" fill="var(--mantine-color-blue-0)" />
      <path
        d="M10 32a10 10 0 0 1 10-10h26l8 8h46a10 10 0 0 1 10 10v4H10z"
        fill="var(--mantine-color-blue-1)"
      />
      <rect x="30" y="48" width="60" height="6" rx="3" fill="var(--mantine-color-blue-2)" />
      <rect x="40" y="60" width="40" height="6" rx="3" fill="var(--mantine-color-blue-2)" />
      <circle cx="96" cy="14" r="5" fill="var(--mantine-color-blue-4)" />
    </svg>
  );
}

/**
 * A place with nothing in it yet: what it is for, in one sentence, and the one action that fills
 * it ("Browse jobs", "Add your first experience").
 */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <EmptyIllustration />
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children !== undefined && (
          <Text c="dimmed" maw={420}>
            {children}
          </Text>
        )}
        {action}
      </Stack>
    </Card>
  );
}

/**
 * Cards in the shape of what is coming, while a list loads: `rows` cards with a picture, a title
 * and two lines. Announced once as loading to screen readers.
 */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md" role="status" aria-label={label ?? t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <Card key={index} padding="lg" aria-hidden>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <Skeleton height={48} width={48} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="55%" />
              <Skeleton height={12} width="35%" />
              <Skeleton height={12} width="80%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** A load that failed: what happened, and Retry. Never a blank page or a raw message. */
export function LoadError({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Card padding="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} fz="lg">
          {t('loadError.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {children ?? t('loadError.text')}
        </Text>
        <Button onClick={onRetry}>{t('loadError.retry')}</Button>
      </Stack>
    </Card>
  );
}
