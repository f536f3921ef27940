import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The top of a page: its one h1 (also the document title unless `documentTitle` says otherwise),
 * a sentence under it, and the page's actions on the right (below it on a phone).
 */
export function PageHeader({
  title,
  documentTitle,
  description,
  actions,
}: {
  title: string;
  documentTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 16rem' }}>
        <Title order={1}>{title}</Title>
        {description !== undefined && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions !== undefined && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
