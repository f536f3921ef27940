import { Autocomplete, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { SearchSuggestionKind } from '@talent/contract';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { searchDelayMs } from '@/lib/option-list';
import { useSearchSuggestions } from '../api/search';

export interface JobSearchBoxProps {
  talentId: number;
  value: string;
  onChange: (value: string) => void;
  onChoose: (search: string) => void;
  style?: CSSProperties;
  autoFocus?: boolean;
  /** The talent pressed Escape before the combobox arrived: its focus does not open the suggestions. */
  dismissed?: boolean;
}

/**
 * The listing's search box, a combobox: positions, skills, companies and places are suggested under
 * it as the talent types (once typing stops, spec section 5), and chosen with the arrow keys and
 * Enter, or a click; choosing one searches for it at once.
 */
export function JobSearchCombobox({
  talentId,
  value,
  onChange,
  onChoose,
  style,
  autoFocus,
  dismissed = false,
}: JobSearchBoxProps) {
  const { t } = useTranslation('jobs');
  const input = useRef<HTMLInputElement>(null);
  // Taking the look-alike's place mid-typing, the caret goes after what was typed, where it was.
  useEffect(() => {
    const field = input.current;
    if (autoFocus && field) field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);
  const [typed] = useDebouncedValue(value, searchDelayMs);
  const suggestions = useSearchSuggestions(talentId, typed);
  const kinds = new Map<string, SearchSuggestionKind>();
  for (const suggestion of value.trim().length >= 2 ? (suggestions.data ?? []) : [])
    if (!kinds.has(suggestion.text)) kinds.set(suggestion.text, suggestion.kind);
  return (
    <Autocomplete
      ref={input}
      id="job-search"
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
      // It replaces the look-alike the talent just reached for (`JobSearchBox`), so it takes the focus,
      // opening the suggestions unless the talent closed them (Escape) in the look-alike.
      autoFocus={autoFocus}
      openOnFocus={!dismissed}
    />
  );
}
