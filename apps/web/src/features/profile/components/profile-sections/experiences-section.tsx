import { Stack, Text } from '@mantine/core';
import { Period, SectionCard, type SectionProps } from './section-card';

/** Where the talent has worked: position, company, period and what they did. */
export function ExperiencesSection({ talent, editable }: SectionProps) {
  return (
    <SectionCard section="experiences" editable={editable} empty={talent.experiences.length === 0}>
      <Stack gap="md">
        {talent.experiences.map((experience) => (
          <Stack key={experience.id} gap={2}>
            <Text fw={600}>{experience.position_name}</Text>
            <Text size="sm">{experience.company.name}</Text>
            <Period start={experience.start_date} end={experience.end_date} isNow={experience.is_now} />
            {experience.description && (
              <Text size="sm" mt={4}>
                {experience.description}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
