import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { type FocusEventHandler, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import classes from './star-question.module.css';

/** Spec section 5: which of the three caption sets a question shows under its stars. */
export type CaptionSet = 'experience' | 'useAgain' | 'performance';

const starCounts = [1, 2, 3, 4, 5] as const;

/**
 * One question answered with 1 to 5 stars: five radio buttons in a fieldset named by the question,
 * so the arrow keys choose as in any radio group. The stars drawn are the value (or the ones the
 * pointer is over), the caption says what they mean, and an error is tied to the radios.
 */
export function StarQuestion({
  question,
  captions,
  value = 0,
  onChange,
  onBlur,
  error,
  'data-path': dataPath,
}: {
  question: string;
  captions: CaptionSet;
  /** Stars chosen; none yet is 0. */
  value?: number | null;
  onChange: (stars: number) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: string | null;
  /** Where the form finds the field to focus when it is the first one in error. */
  'data-path'?: string;
}) {
  const { t } = useTranslation('rating');
  const questionId = useId();
  const errorId = useId();
  const [pointed, setPointed] = useState(0);
  const shown = pointed > 0 ? pointed : (value ?? 0);
  return (
    <Stack component="fieldset" gap={6} m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} mb={6}>
        {question}
      </Text>
      <Group gap="md" wrap="wrap">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the pointer's preview only draws; the radios are what a person operates */}
        <div className={classes.stars} onMouseLeave={() => setPointed(0)}>
          {starCounts.map((stars) => (
            <label key={stars} className={classes.star} onMouseEnter={() => setPointed(stars)}>
              <input
                className={classes.radio}
                type="radio"
                name={questionId}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                data-path={stars === 1 ? dataPath : undefined}
              />
              <VisuallyHidden>{t('stars', { count: stars })}</VisuallyHidden>
              <IconStar
                aria-hidden
                size={36}
                stroke={1.5}
                color="var(--mantine-color-gray-7)"
                fill={stars <= shown ? 'var(--mantine-color-yellow-5)' : 'none'}
                data-drawn={stars <= shown || undefined}
              />
            </label>
          ))}
        </div>
        <Text size="sm" aria-live="polite" miw={0}>
          {shown > 0 ? t(`captions.${captions}.s${shown as 1 | 2 | 3 | 4 | 5}`) : ''}
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red.9" id={errorId}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
