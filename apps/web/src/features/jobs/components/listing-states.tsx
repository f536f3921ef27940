import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards in the shape of the ones coming. */
export function JobCardSkeletons({ count = 4, label }: { count?: number; label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={index} withBorder radius="lg" padding="md">
          <Group align="flex-start" wrap="nowrap">
            <Skeleton height={48} width={48} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="55%" />
              <Skeleton height={12} width="30%" />
              <Skeleton height={12} width="70%" />
              <Skeleton height={12} width="40%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function EmptyIllustration() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden focusable="false">
      <rect x="8" y="14" width="80" height="50" rx="10" fill="var(--mantine-color-blue-0)" />
      <rect x="20" y="26" width="36" height="6" rx="3" fill="var(--mantine-color-blue-3)" />
      <rect x="20" y="38" width="52" height="5" rx="2.5" fill="var(--mantine-color-blue-2)" />
      <rect x="20" y="48" width="28" height="5" rx="2.5" fill="var(--mantine-color-blue-2)" />
      <circle cx="72" cy="18" r="12" fill="var(--mantine-color-blue-6)" />
      <path d="M67 18h10M72 13v10" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A friendly empty list: what this place is for and one action that fills it. */
export function EmptyJobs({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <EmptyIllustration />
        <Text maw={420}>{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}

/** A failed load: what happened and a Retry. */
export function LoadFailed({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <Card withBorder radius="lg" padding="xl" role="alert">
      <Stack align="center" gap="md" ta="center">
        <Text>{text}</Text>
        <Button onClick={onRetry}>{retry}</Button>
      </Stack>
    </Card>
  );
}
