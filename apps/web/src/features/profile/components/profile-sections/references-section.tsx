import { Stack, Text } from '@mantine/core';
import { SectionCard, type SectionProps } from './section-card';

/**
 * What the talent's references answered, with who they are; companies see it only while the talent
 * shows references.
 */
export function ReferencesSection({ talent, editable }: SectionProps) {
  if (!editable && !talent.references_shown) return null;
  const answered = talent.references.filter((reference) => reference.status === 'answered');
  return (
    <SectionCard section="references" editable={editable} empty={answered.length === 0}>
      <Stack gap="sm">
        {answered.map((reference) => (
          <Stack key={reference.id} gap={2}>
            <Text fs="italic">“{reference.answer}”</Text>
            <Text size="sm" c="dimmed">
              {reference.name} · {reference.relationship.name}
              {reference.company ? `, ${reference.company}` : ''}
            </Text>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
