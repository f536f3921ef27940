import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';

/** The frame of every footer page: a title, its one-line description, then the page. */
export function SitePage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={title} description={description} />
      <Stack gap="xl">{children}</Stack>
    </Container>
  );
}
