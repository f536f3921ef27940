import { Combobox, InputBase, type InputBaseProps, ScrollArea, useCombobox } from '@mantine/core';
import { useDebouncedValue, useId } from '@mantine/hooks';
import type { Endpoint } from '@talent/contract';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { searchDelayMs, useOptionPages } from '@/lib/option-list';

/** A master-data choice: an option of the list, or a name the person typed (id 0: find-or-create). */
export interface TypedOption {
  id: number;
  name: string;
}

/** The value of the last option, which loads the next page of matches instead of being chosen. */
const showMore = 'show-more';

/**
 * Pick from a master-data list (universities, majors, companies, certifications) or type a new
 * name: a name that matches an option takes its id, any other is sent with id 0 and the server
 * finds or creates it. The list is searched once typing stops, a page at a time: its last option,
 * "Show more", loads the next page while the matches go on.
 */
export function TypedOptionInput({
  endpoint,
  value,
  onChange,
  onFocus,
  onBlur,
  ...props
}: InputBaseProps &
  Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'size'> & {
    endpoint: Endpoint;
    value: TypedOption;
    onChange: (option: TypedOption) => void;
  }) {
  const { t } = useTranslation('common');
  const id = useId(props.id);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search] = useDebouncedValue(value.name.trim(), searchDelayMs);
  // The list's Other entries are left out: a name of one's own is typed instead.
  const found = useOptionPages(endpoint, { search, include_others: false }, search !== '');
  const idOf = (name: string) =>
    found.options.find((option) => option.name.toLowerCase() === name.trim().toLowerCase())?.id ?? 0;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(picked) => {
        if (picked === showMore) {
          void found.fetchNextPage();
          return;
        }
        const option = found.options.find((candidate) => String(candidate.id) === picked);
        if (option) onChange({ id: option.id, name: option.name });
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          {...props}
          id={id}
          value={value.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            onChange({ id: idOf(name), name });
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(event) => {
            combobox.openDropdown();
            onFocus?.(event);
          }}
          onBlur={(event) => {
            combobox.closeDropdown();
            onBlur?.(event);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={found.options.length === 0}>
        <Combobox.Options labelledBy={props.label ? `${id}-label` : undefined}>
          <ScrollArea.Autosize mah={220} type="scroll">
            {found.options.map((option) => (
              <Combobox.Option key={option.id} value={String(option.id)}>
                {option.name}
              </Combobox.Option>
            ))}
            {found.hasNextPage && (
              <Combobox.Option value={showMore} disabled={found.isFetchingNextPage}>
                {found.isFetchingNextPage ? t('loading') : t('options.showMore')}
              </Combobox.Option>
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
