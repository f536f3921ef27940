import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the settings page, whichever feature it belongs to. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} id={id} fz="xl">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
        <Divider />
        {children}
      </Stack>
    </Paper>
  );
}
