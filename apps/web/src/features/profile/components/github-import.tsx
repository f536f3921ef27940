import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandGithub, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { formFailureOf } from '@/lib/form-failure';
import { useTranslation } from '@/lib/i18n';
import { useGithubRepositories } from '../api/link-tools';
import { type ProjectRow, projectFromRepository } from '../model/project-row';

/**
 * Finds a GitHub user's public repositories and adds the picked ones to the projects form, to
 * review before saving. `room` is how many more projects the form takes.
 */
export function GithubImport({ room, onImport }: { room: number; onImport: (rows: ProjectRow[]) => void }) {
  const { t } = useTranslation('profile');
  const find = useGithubRepositories();
  const [username, setUsername] = useState('');
  const [picked, setPicked] = useState<string[]>([]);

  const failure = find.error instanceof ApiError ? formFailureOf(find.error.failure) : null;
  const problem = failure?.fields.username ?? failure?.message ?? null;
  const repositories = find.data ?? [];

  const search = () => {
    setPicked([]);
    if (username.trim() !== '') find.mutate(username.trim());
  };

  const add = () => {
    onImport(repositories.filter((repository) => picked.includes(repository.url)).map(projectFromRepository));
    setPicked([]);
    find.reset();
  };

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      mb="lg"
      component="section"
      aria-labelledby="github-import-title"
    >
      <Stack gap="sm">
        <Group gap="xs">
          <IconBrandGithub size={20} aria-hidden />
          <Title order={2} fz="md" id="github-import-title">
            {t('github.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('github.intro')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('github.username')}
            placeholder="octocat"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                search();
              }
            }}
            error={problem}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button variant="light" mt={25} loading={find.isPending} onClick={search}>
            {t('github.find')}
          </Button>
        </Group>
        {find.isSuccess && repositories.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('github.none', { username: find.variables })}
          </Text>
        )}
        {repositories.length > 0 && (
          <>
            <Checkbox.Group
              label={t('github.pick', { count: room })}
              value={picked}
              onChange={(value) => setPicked(value.slice(0, room))}
            >
              <Stack gap="xs" mt="xs">
                {repositories.map((repository) => (
                  <Checkbox
                    key={repository.url}
                    value={repository.url}
                    disabled={!picked.includes(repository.url) && picked.length >= room}
                    label={
                      <Stack gap={0}>
                        <Text size="sm" fw={600}>
                          {repository.name}
                        </Text>
                        {repository.description && (
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {repository.description}
                          </Text>
                        )}
                        <Group gap="xs">
                          {repository.language && (
                            <Text size="xs" c="dimmed">
                              {repository.language}
                            </Text>
                          )}
                          <Group gap={2}>
                            <IconStar size={12} aria-hidden />
                            <Text size="xs" c="dimmed">
                              {t('github.stars', { count: repository.stars })}
                            </Text>
                          </Group>
                        </Group>
                      </Stack>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Button w="fit-content" disabled={picked.length === 0} onClick={add}>
              {t('github.add', { count: picked.length })}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
