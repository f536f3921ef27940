import { Stack, Text } from '@mantine/core';
import { LinkedTitle, Period, SectionCard, type SectionProps } from './section-card';

/** What the talent built: name (linked), type, period and description. */
export function ProjectsSection({ talent, editable }: SectionProps) {
  return (
    <SectionCard section="projects" editable={editable} empty={talent.projects.length === 0}>
      <Stack gap="sm">
        {talent.projects.map((project) => (
          <Stack key={project.id} gap={0}>
            <Text fw={600}>
              <LinkedTitle href={project.url}>{project.name}</LinkedTitle>
              {project.project_type ? ` · ${project.project_type.name}` : ''}
            </Text>
            <Period start={project.start_date} end={project.end_date} />
            {project.description && <Text size="sm">{project.description}</Text>}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
