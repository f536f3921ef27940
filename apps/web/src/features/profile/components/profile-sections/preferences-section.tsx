import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatIdr } from '@talent/contract';
import { PriorityDot } from '@/components/ui/priority-select';
import { useTranslation } from '@/lib/i18n';
import { headlineOf } from '../../model/headline';
import { SectionCard, type SectionProps } from './section-card';

/**
 * The job the talent looks for: position and level, how open they are, the salary they expect (and,
 * to themselves only, the one they earn), where and how they want to work.
 */
export function PreferencesSection({ talent, editable }: SectionProps) {
  const { t } = useTranslation('profile');
  const preference = talent.preference;
  const headline = headlineOf(talent);
  return (
    <SectionCard
      section="preferences"
      editable={editable}
      empty={!talent.position_function && !preference.expected_salary}
    >
      <Stack gap={4}>
        {headline && (
          <Text fw={600}>{[headline, preference.position_level?.name].filter(Boolean).join(' · ')}</Text>
        )}
        {preference.opportunity !== null && (
          <Group gap="xs" wrap="nowrap">
            <PriorityDot priority={preference.opportunity.id} />
            <Text size="sm">{preference.opportunity.name}</Text>
          </Group>
        )}
        {preference.expected_salary !== null && (
          <Text>
            {t('page.expected', {
              amount: `IDR ${formatIdr(preference.expected_salary)}`,
              type: preference.salary_type === 'nett' ? 'Nett' : 'Gross',
            })}
            {preference.salary_negotiable ? ` · ${t('page.negotiable')}` : ''}
          </Text>
        )}
        {editable && preference.cur_min_sal !== null && (
          <Text size="sm" c="dimmed">
            {t('page.current', { amount: `IDR ${formatIdr(preference.cur_min_sal)}` })}
          </Text>
        )}
        {preference.work_locations.length > 0 && (
          <Text size="sm" c="dimmed">
            {preference.work_locations.map((city) => city.name).join(', ')}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {[
            preference.working_system,
            preference.availability,
            preference.notice_period,
            ...preference.industries,
          ]
            .filter((item): item is { id: number; name: string } => item !== null)
            .map((item) => (
              <Badge key={`${item.name}-${item.id}`} variant="outline" color="gray" tt="none">
                {item.name}
              </Badge>
            ))}
        </Group>
      </Stack>
    </SectionCard>
  );
}
