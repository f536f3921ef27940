import { List, Text } from '@mantine/core';

/** A job text: one paragraph per blank-line block, or a list when written one item a line. */
export function TextLines({ text, asList = false }: { text: string; asList?: boolean }) {
  if (asList) {
    const items = text.split('\n').filter((line) => line.trim() !== '');
    return (
      <List spacing={4} size="sm">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    );
  }
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((block) => block.trim() !== '')
        .map((block) => (
          <Text key={block} size="sm" mb="sm">
            {block}
          </Text>
        ))}
    </>
  );
}
