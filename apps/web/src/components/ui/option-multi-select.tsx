import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Endpoint, Option } from '@talent/contract';
import { useState } from 'react';
import { searchDelayMs, toSelectData, useOptionList } from '@/lib/option-list';

type Named = Pick<Option, 'id' | 'name'>;

/** Options a search shows at once. */
const shownOptions = 20;

/**
 * Several options of a long master-data list (skills, cities), searched on the server as the person
 * types: nothing is offered until `searchFrom` characters are typed, and the search waits for typing
 * to stop. The chosen options stay named as pills whatever the search shows: by `named` (the saved
 * choices, suggestions) or by the search they were picked from.
 */
export function OptionMultiSelect({
  endpoint,
  value,
  onChange,
  named,
  searchFrom = 1,
  nothingFoundMessage,
  ...props
}: Omit<
  MultiSelectProps,
  'value' | 'onChange' | 'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  endpoint: Endpoint;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  named: readonly Named[];
  /** How many characters start the search. */
  searchFrom?: number;
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Named[]>([]);
  const [typed] = useDebouncedValue(search.trim(), searchDelayMs);
  const searching = search.trim().length >= searchFrom && typed.length >= searchFrom;
  const found = useOptionList(endpoint, { search: typed, size: shownOptions }, searching);
  const offered = searching ? (found.data ?? []) : [];
  const nameOf = (id: number) =>
    [...named, ...picked, ...offered].find((option) => option.id === id)?.name ?? String(id);
  const data = [
    ...value.map((id) => ({ id, name: nameOf(id) })),
    ...offered.filter((option) => !value.includes(option.id)),
  ];
  return (
    <MultiSelect
      {...props}
      data={toSelectData(data)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already; the chosen options are hidden from the list.
      filter={({ options }) => options}
      hidePickedOptions
      nothingFoundMessage={searching && found.isSuccess ? nothingFoundMessage : undefined}
      value={value.map(String)}
      onChange={(ids) => {
        const chosen = ids.map(Number);
        setPicked((list) => [
          ...list,
          ...offered.filter(
            (option) => chosen.includes(option.id) && !list.some((known) => known.id === option.id),
          ),
        ]);
        onChange(chosen);
      }}
    />
  );
}
