import { Group, Pill } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

export interface ListingFilter {
  key: string;
  label: string;
  remove: () => void;
}

/**
 * The listing's filters as chips, each removable on its own: its specialization, its location, and
 * the places and companies the search named.
 */
export function ListingFilters({ filters }: { filters: readonly ListingFilter[] }) {
  const { t } = useTranslation('jobs');
  if (filters.length === 0) return null;
  return (
    <Group gap="xs" role="list" aria-label={t('listing.filters')}>
      {filters.map((filter) => (
        <Pill
          key={filter.key}
          role="listitem"
          size="md"
          withRemoveButton
          onRemove={filter.remove}
          // Mantine hides a pill's remove button from the keyboard and screen readers: here it is the
          // way to remove the filter, so it is a named button in the tab order.
          removeButtonProps={{
            'aria-label': t('listing.removeFilter', { name: filter.label }),
            'aria-hidden': false,
            tabIndex: 0,
          }}
        >
          {filter.label}
        </Pill>
      ))}
    </Group>
  );
}
