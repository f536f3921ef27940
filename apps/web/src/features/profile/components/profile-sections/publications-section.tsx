import { Stack, Text } from '@mantine/core';
import { LinkedTitle, monthYear, SectionCard, type SectionProps } from './section-card';

/** What the talent wrote: title (linked), publisher and month. */
export function PublicationsSection({ talent, editable }: SectionProps) {
  return (
    <SectionCard section="publications" editable={editable} empty={talent.publications.length === 0}>
      <Stack gap="sm">
        {talent.publications.map((publication) => (
          <Stack key={publication.id} gap={0}>
            <Text fw={600}>
              <LinkedTitle href={publication.url}>{publication.title}</LinkedTitle>
            </Text>
            <Text size="sm" c="dimmed">
              {[publication.publisher, monthYear(publication.published_on)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
