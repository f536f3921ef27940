import { Autocomplete, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { SearchSuggestionKind } from '@talent/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n';
import { searchDelayMs } from '@/lib/option-list';
import { useSearchSuggestions } from '../api/search';

/**
 * The listing's search box, a combobox: positions, skills, companies and places are suggested under
 * it as the talent types (once typing stops, spec section 5), and chosen with the arrow keys and
 * Enter, or a click; choosing one searches for it at once.
 */
export function JobSearchBox({
  talentId,
  value,
  onChange,
  onChoose,
  style,
}: {
  talentId: number;
  value: string;
  onChange: (value: string) => void;
  onChoose: (search: string) => void;
  style?: CSSProperties;
}) {
  const { t } = useTranslation('jobs');
  const [typed] = useDebouncedValue(value, searchDelayMs);
  const suggestions = useSearchSuggestions(talentId, typed);
  const kinds = new Map<string, SearchSuggestionKind>();
  for (const suggestion of value.trim().length >= 2 ? (suggestions.data ?? []) : [])
    if (!kinds.has(suggestion.text)) kinds.set(suggestion.text, suggestion.kind);
  return (
    <Autocomplete
      label={t('listing.searchLabel')}
      placeholder={t('listing.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={100}
      data={[...kinds.keys()]}
      // The server has matched and ordered them already.
      filter={({ options }) => options}
      onChange={onChange}
      onOptionSubmit={onChoose}
      renderOption={({ option }) => (
        <Group justify="space-between" gap="sm" wrap="nowrap" w="100%">
          <span>{option.value}</span>
          <Text size="xs" c="dimmed">
            {t(`listing.suggestionKinds.${kinds.get(option.value) ?? 'position'}`)}
          </Text>
        </Group>
      )}
      style={style}
    />
  );
}
