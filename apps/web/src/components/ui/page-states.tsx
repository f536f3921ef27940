import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { EmptyIllustrationName } from './empty-illustration';

/**
 * The drawing of what the place holds, loaded the first time a place is empty: its room is kept
 * while it loads, and stays blank if its code cannot be fetched (it only decorates).
 */
const EmptyIllustration = lazy<ComponentType<{ name: EmptyIllustrationName }>>(() =>
  import('./empty-illustration').then(
    (module) => ({ default: module.EmptyIllustration }),
    () => ({ default: () => null }),
  ),
);

/**
 * A place with nothing in it yet: a drawing of what it holds, what it is for in one sentence, and
 * the one action that fills it ("Browse jobs", "Add your first experience").
 */
export function EmptyState({
  illustration,
  title,
  children,
  action,
}: {
  illustration: EmptyIllustrationName;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <Suspense fallback={<div style={{ width: 120, height: 90 }} aria-hidden />}>
          <EmptyIllustration name={illustration} />
        </Suspense>
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
