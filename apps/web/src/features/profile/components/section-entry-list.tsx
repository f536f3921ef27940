import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * The entries of a list section (experiences, certificates, achievements, publications, projects):
 * each under its numbered heading with Remove, a line while there are none, and Add below them.
 */
export function SectionEntryList<Entry>({
  entries,
  name,
  texts,
  onAdd,
  onRemove,
  children,
}: {
  entries: readonly Entry[];
  /** Names the headings' ids: 'project' gives project-0, project-1, … */
  name: string;
  texts: {
    empty: string;
    entry: (number: number) => string;
    remove: (number: number) => string;
    add: string;
  };
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The fields of one entry. */
  children: (entry: Entry, index: number) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      {entries.length === 0 && (
        <Text c="dimmed" size="sm">
          {texts.empty}
        </Text>
      )}
      {entries.map((entry, index) => (
        // Entries have no id of their own; their place in the list is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <Divider />}
          <Stack gap="sm" component="section" aria-labelledby={`${name}-${index}`}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} fz="md" id={`${name}-${index}`}>
                {texts.entry(index + 1)}
              </Title>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={texts.remove(index + 1)}
                onClick={() => onRemove(index)}
              >
                {t('edit.remove')}
              </Button>
            </Group>
            {children(entry, index)}
          </Stack>
        </Fragment>
      ))}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdd}
      >
        {texts.add}
      </Button>
    </>
  );
}
