import { Group, Rating, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Spec section 5: which of the three caption sets a question shows under its stars. */
export type CaptionSet = 'experience' | 'useAgain' | 'performance';

/**
 * One question answered with 1 to 5 stars, as a labelled group of radio buttons (keyboard: arrows),
 * with the caption of the stars chosen or pointed at, and the field's error below.
 */
export function StarQuestion({
  question,
  captions,
  value,
  onChange,
  error,
}: {
  question: string;
  captions: CaptionSet;
  value: number;
  onChange: (stars: number) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('rating');
  const questionId = useId();
  const errorId = useId();
  const [pointed, setPointed] = useState(-1);
  const shown = pointed > 0 ? pointed : value;
  return (
    <Stack
      component="fieldset"
      gap={6}
      m={0}
      p={0}
      style={{ border: 0 }}
      aria-describedby={error ? errorId : undefined}
    >
      <Text component="legend" fw={600} id={questionId} mb={6}>
        {question}
      </Text>
      <Group gap="md" wrap="wrap">
        <Rating
          value={value}
          onChange={onChange}
          onHover={setPointed}
          size="xl"
          name={questionId}
          getSymbolLabel={(stars) => t('stars', { count: stars })}
        />
        <Text size="sm" c={shown > 0 ? undefined : 'dimmed'} aria-live="polite" miw={0}>
          {shown > 0 ? t(`captions.${captions}.s${shown as 1 | 2 | 3 | 4 | 5}`) : ''}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red.7" id={errorId}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
