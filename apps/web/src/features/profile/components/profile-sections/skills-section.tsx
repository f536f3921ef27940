import { Badge, Group } from '@mantine/core';
import { SectionCard, type SectionProps } from './section-card';

/** The talent's top skills, as badges. */
export function SkillsSection({ talent, editable }: SectionProps) {
  return (
    <SectionCard section="skills" editable={editable} empty={talent.talent_skills.length === 0}>
      <Group gap="xs">
        {talent.talent_skills.map((skill) => (
          <Badge key={skill.skill_set_id} variant="light" size="lg" radius="sm" tt="none">
            {skill.name}
          </Badge>
        ))}
      </Group>
    </SectionCard>
  );
}
