import { Badge, Group } from '@mantine/core';
import { SectionCard, type SectionProps } from './section-card';

/** The languages the talent speaks, each with its level. */
export function LanguagesSection({ talent, editable }: SectionProps) {
  return (
    <SectionCard section="languages" editable={editable} empty={talent.languages.length === 0}>
      <Group gap="xs">
        {talent.languages.map((language) => (
          <Badge key={language.id} variant="light" color="gray" size="lg" radius="sm" tt="none">
            {language.name} · {language.level.name}
          </Badge>
        ))}
      </Group>
    </SectionCard>
  );
}
