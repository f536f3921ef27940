import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { JobSearchBoxProps } from './job-search-combobox';

const loadCombobox = async () => (await import('./job-search-combobox')).JobSearchCombobox;

/**
 * The listing's search box. Its combobox (suggestions, the popover and Floating UI) loads the first
 * time the talent reaches for the box, not with the page, as the selects do (decision 0103): until it
 * has loaded, a look-alike, already a combobox to assistive technology, holds what is typed, and the
 * combobox then takes its place, its text and the focus.
 */
export function JobSearchBox(props: JobSearchBoxProps) {
  const { t } = useTranslation('jobs');
  const [Combobox, setCombobox] = useState<ComponentType<JobSearchBoxProps> | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const reach = () => {
    if (!Combobox) void loadCombobox().then((loaded) => setCombobox(() => loaded));
  };
  if (Combobox)
    return (
      <Combobox {...props} autoFocus={document.activeElement?.id === 'job-search'} dismissed={dismissed} />
    );
  return (
    <TextInput
      id="job-search"
      label={t('listing.searchLabel')}
      placeholder={t('listing.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={props.value}
      maxLength={100}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      onChange={(event) => {
        setDismissed(false);
        props.onChange(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onFocus={reach}
      onPointerDown={reach}
      style={props.style}
    />
  );
}
