import { TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { listPositionFunctions, type Named, otherPositionFunctionId } from '@talent/contract';
import { useTranslation } from '@/lib/i18n';
import { toSelectData, useOptionList } from '@/lib/option-list';
import { IdSelect } from './id-select';

/**
 * The position function of the chosen job category, or Other (999, spec section 9) with a name the
 * talent types. The list's own Other entries are left out: 999 is the one Other a talent picks. The
 * saved function is offered while the list loads, so the field shows its name rather than nothing.
 */
export function PositionFunctionFields({
  categoryId,
  saved,
  functionInput,
  otherInput,
}: {
  categoryId: number | null;
  saved: Named | null;
  /** The select's value, change and error: the function's id. */
  functionInput: GetInputPropsReturnType;
  /** The typed name's value, change and error. */
  otherInput: TextInputProps;
}) {
  const { t } = useTranslation('profile');
  const functions = useOptionList(
    listPositionFunctions,
    { position_category_id: categoryId ?? undefined },
    categoryId !== null,
  );
  const listed = (functions.data ?? []).filter((option) => !option.is_other);
  const chosen: number | null = functionInput.value ?? null;
  const savedShown =
    saved !== null &&
    chosen === saved.id &&
    saved.id !== otherPositionFunctionId &&
    !listed.some((option) => option.id === saved.id);
  const data = [
    ...toSelectData(savedShown ? [saved, ...listed] : listed),
    { value: String(otherPositionFunctionId), label: t('fields.other') },
  ];
  return (
    <>
      <IdSelect
        label={t('fields.positionFunction')}
        placeholder={t('fields.choose')}
        data={data}
        searchable
        withAsterisk
        disabled={categoryId === null}
        {...functionInput}
      />
      {chosen === otherPositionFunctionId && (
        <TextInput label={t('fields.positionOther')} withAsterisk {...otherInput} />
      )}
    </>
  );
}
