import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Endpoint } from '@talent/contract';
import { useOptionList } from '@/lib/option-list';

/** A master-data choice: an option of the list, or a name the person typed (id 0: find-or-create). */
export interface TypedOption {
  id: number;
  name: string;
}

/** Spec section 2: suggestions are fetched 500 ms after typing stops. */
const searchDelayMs = 500;
const shownOptions = 20;

/**
 * Pick from a master-data list (universities, majors, companies) or type a new name: a name that
 * matches an option takes its id, any other is sent with id 0 and the server finds or creates it.
 */
export function TypedOptionInput({
  endpoint,
  value,
  onChange,
  ...props
}: Omit<AutocompleteProps, 'value' | 'onChange' | 'data'> & {
  endpoint: Endpoint;
  value: TypedOption;
  onChange: (option: TypedOption) => void;
}) {
  const [search] = useDebouncedValue(value.name.trim(), searchDelayMs);
  const options = useOptionList(endpoint, { search, size: shownOptions }, search !== '');
  const found = (options.data ?? []).filter((option) => !option.is_other);
  const idOf = (name: string) =>
    found.find((option) => option.name.toLowerCase() === name.trim().toLowerCase())?.id ?? 0;
  return (
    <Autocomplete
      {...props}
      data={[...new Set(found.map((option) => option.name))]}
      filter={({ options: shown }) => shown}
      value={value.name}
      onChange={(name) => onChange({ id: idOf(name), name })}
    />
  );
}
