import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Colours chosen for WCAG 2.2 AA: filled colours use shade 8 (white text on blue 8 is 5.0:1) and the
 * dimmed, error and placeholder texts are darker than Mantine's defaults, which fall below 4.5:1.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  headings: { fontWeight: '700' },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
