import { listAreaCodes, type Named, profileLimits } from '@talent/contract';
import type { ComponentProps } from 'react';
import { OptionMultiSelect } from '@/components/ui/option-multi-select';
import { useTranslation } from '@/lib/i18n';

/**
 * The work location picker of spec section 2: at most 6 cities, searched from 2 typed characters.
 * The talent's saved cities stay named as pills before any search.
 */
export function WorkLocationPicker({
  saved,
  ...props
}: Omit<ComponentProps<typeof OptionMultiSelect>, 'endpoint' | 'named' | 'searchFrom' | 'maxValues'> & {
  saved: readonly Named[];
}) {
  const { t } = useTranslation('profile');
  return (
    <OptionMultiSelect
      label={t('fields.workLocations')}
      description={t('fields.workLocationsHelp')}
      nothingFoundMessage={t('fields.nothingFound')}
      withAsterisk
      {...props}
      endpoint={listAreaCodes}
      named={saved}
      searchFrom={profileLimits.locationSearchMin}
      maxValues={profileLimits.workLocationsMax}
    />
  );
}
