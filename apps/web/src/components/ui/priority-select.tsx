import { Box, Group, Select, type SelectProps } from '@mantine/core';

/** The spec's colour of each priority (section 2): 1 green, 2 yellow, 3 red. */
const priorityColors: Readonly<Record<string, string>> = { '1': 'green', '2': 'yellow', '3': 'red' };

/** The dot of a priority's colour; the option's words say the same to a screen reader. */
export function PriorityDot({ priority }: { priority: number | string | null }) {
  const color = priority === null ? undefined : priorityColors[String(priority)];
  if (color === undefined) return null;
  return (
    <Box
      component="span"
      aria-hidden
      data-priority-color={color}
      w={10}
      h={10}
      bg={`${color}.6`}
      style={{ borderRadius: '50%', flex: 'none', display: 'inline-block' }}
    />
  );
}

/** A select whose options are priorities 1 to 3, each shown with its colour dot, also when chosen. */
export function PrioritySelect(props: SelectProps & { value: string | null }) {
  return (
    <Select
      {...props}
      leftSection={<PriorityDot priority={props.value} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <PriorityDot priority={option.value} />
          {option.label}
        </Group>
      )}
    />
  );
}
