import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/ui/logo-mark';

/** The frame of the login pages: one narrow card that fits a 360 px phone and sits centred on a desktop. */
export function AuthCard({
  title,
  documentTitle,
  intro,
  children,
}: {
  title: string;
  documentTitle: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <Stack align="center" px="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460}>
        <Stack gap="md">
          <LogoMark size={40} />
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {intro !== undefined && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
