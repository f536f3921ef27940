import { Group, Pagination } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/**
 * The pages of a long list, centred under it, every control named for screen readers (Mantine's
 * arrows have no text of their own). Nothing when everything fits on one page.
 */
export function ListPagination({
  total,
  value,
  onChange,
  label,
}: {
  /** How many pages there are. */
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** What is paged, for the navigation landmark ("Pages of results"). */
  label?: string;
}) {
  const { t } = useTranslation('common');
  if (total <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label ?? t('pagination.label')}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      />
    </Group>
  );
}
