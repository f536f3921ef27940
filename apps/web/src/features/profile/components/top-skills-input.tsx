import { Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { listSkillSets, type Named, profileLimits } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OptionMultiSelect } from '@/components/ui/option-multi-select';
import { useTranslation } from '@/lib/i18n';
import { skillRecommendationQuery } from '../api/skill-recommendation';

/**
 * The top skills input of spec section 2: skills found as the talent types (once typing stops),
 * plus the skills talents of the same position function list most, each a chip to add.
 */
export function TopSkillsInput({
  positionFunctionId,
  saved,
  value,
  onChange,
  error,
  onBlur,
}: {
  positionFunctionId: number | null;
  /** The talent's saved skills, named. */
  saved: readonly Named[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: React.ReactNode;
  onBlur: () => void;
}) {
  const { t } = useTranslation('profile');
  const suggestionsId = useId();
  // Suggestions added, named even after the suggestions change with the position function.
  const [added, setAdded] = useState<Named[]>([]);
  const recommended = useQuery({
    ...skillRecommendationQuery(positionFunctionId ?? 0),
    enabled: positionFunctionId !== null,
  });
  const full = value.length >= profileLimits.skillsMax;
  const suggestions = (recommended.data ?? []).filter((skill) => !value.includes(skill.id));
  const add = (skill: Named) => {
    if (full) return;
    setAdded((list) => [...list, skill]);
    onChange([...value, skill.id]);
  };

  return (
    <Stack gap={6}>
      <OptionMultiSelect
        endpoint={listSkillSets}
        named={[...saved, ...added]}
        label={t('fields.topSkills')}
        description={t('fields.topSkillsHelp')}
        placeholder={value.length === 0 ? t('fields.topSkillsPlaceholder') : undefined}
        maxValues={profileLimits.skillsMax}
        nothingFoundMessage={t('fields.nothingFound')}
        withAsterisk
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      />
      <Text size="xs" c="dimmed">
        {t('fields.topSkillsHelper')}
      </Text>
      {suggestions.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={suggestionsId}>
            {t('edit.suggestedSkills')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby={suggestionsId}>
            {suggestions.map((skill) => (
              <Chip
                key={skill.id}
                checked={false}
                disabled={full}
                onChange={() => add(skill)}
                icon={<IconPlus size={12} />}
              >
                {skill.name}
              </Chip>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
