import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Period, SectionCard, type SectionProps } from './section-card';

/** Where the talent studied: university, degree and major, period and GPA. */
export function EducationSection({ talent, editable }: SectionProps) {
  const { t } = useTranslation('profile');
  return (
    <SectionCard section="education" editable={editable} empty={talent.educations.length === 0}>
      <Stack gap="md">
        {talent.educations.map((education) => (
          <Stack key={education.id} gap={2}>
            <Text fw={600}>{education.university.name}</Text>
            <Text size="sm">
              {education.degree.name}, {education.major.name}
            </Text>
            <Period start={education.start_date} end={education.end_date} />
            <Text size="sm" c="dimmed">
              {t('page.gpa', { gpa: education.gpa.toFixed(2), outOf: education.gpa_out_of.toFixed(2) })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
