import { Stack, Text } from '@mantine/core';
import { SectionCard, type SectionProps } from './section-card';

/** Awards and results the talent is proud of, with their year. */
export function AchievementsSection({ talent, editable }: SectionProps) {
  return (
    <SectionCard section="achievements" editable={editable} empty={talent.achievements.length === 0}>
      <Stack gap="xs">
        {talent.achievements.map((achievement) => (
          <Stack key={achievement.id} gap={0}>
            <Text fw={600}>
              {achievement.title}
              {achievement.year ? ` (${achievement.year})` : ''}
            </Text>
            {achievement.description && <Text size="sm">{achievement.description}</Text>}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
