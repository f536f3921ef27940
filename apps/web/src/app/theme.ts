import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, rem } from '@mantine/core';
import { mainContentId } from './shell/main-content';

/**
 * The one theme (DESIGN.md): every colour, size, radius and shadow of the app is set here and
 * nowhere else. Components use Mantine's props and variables; CSS modules use the `--talent-*`
 * variables below.
 */

/**
 * The brand blue in place of Mantine's blue, #2F5BEA at shade 8: filled colours of every palette
 * use shade 8, where white text on the brand is 5.5:1 and on red 8 is 4.6:1 (shade 6 of red is not
 * readable).
 */
const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dce5fe',
  '#c4d4fc',
  '#a5bcf9',
  '#86a3f6',
  '#6a8df3',
  '#5479f0',
  '#3f68ed',
  '#2f5bea',
  '#2449c9',
];

export const tokens = {
  ink: '#0f172a',
  muted: '#475569',
  /** Placeholders: darker than DESIGN.md's faint #94A3B8, which falls below 4.5:1 on white. */
  placeholder: '#64748b',
  faint: '#94a3b8',
  canvas: '#f6f7fb',
  surface: '#ffffff',
  border: '#e4e7ee',
} as const;

/**
 * The option list scrolls itself, not a scroll area inside it: the list is what the field's
 * aria-controls names, so assistive technology and axe know it as the field's pop-up, moved through
 * with the arrow keys (a scroll area's viewport is a scrolling region no key reaches, WCAG 2.1.1).
 * Its height is the scroll area's, so a long list still shows every option by scrolling.
 */
const optionListScrolls = {
  defaultProps: {
    withScrollArea: false,
    // "Nothing found" stands inside the option list, which may hold only options (axe's
    // aria-required-children): it is the list's one option, disabled.
    attributes: { empty: { role: 'option', 'aria-disabled': true } },
  },
  styles: { options: { maxHeight: rem(220), overflowY: 'auto' } },
} as const;

export const theme = createTheme({
  colors: { blue: brand },
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  black: tokens.ink,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  fontSizes: { xs: rem(12), sm: rem(14), md: rem(16), lg: rem(20), xl: rem(24) },
  lineHeights: { xs: '1.5', sm: '1.5', md: '1.5', lg: '1.4', xl: '1.3' },
  spacing: { xs: rem(8), sm: rem(12), md: rem(16), lg: rem(24), xl: rem(32) },
  radius: { xs: rem(4), sm: rem(6), md: rem(8), lg: rem(12), xl: rem(16) },
  defaultRadius: 'md',
  shadows: {
    xs: '0 1px 2px rgba(15, 23, 42, 0.06)',
    sm: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
    md: '0 8px 24px rgba(15, 23, 42, 0.12)',
    lg: '0 8px 24px rgba(15, 23, 42, 0.12)',
    xl: '0 8px 24px rgba(15, 23, 42, 0.12)',
  },
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: rem(32), lineHeight: '1.25' },
      h2: { fontSize: rem(24), lineHeight: '1.3' },
      h3: { fontSize: rem(20), lineHeight: '1.4' },
      h4: { fontSize: rem(16), lineHeight: '1.5' },
    },
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg', shadow: 'sm', withBorder: true } },
    Modal: { defaultProps: { radius: 'lg', shadow: 'md', size: rem(600) } },
    Menu: { defaultProps: { shadow: 'md', radius: 'md' } },
    // Option lists and menus open inside the main landmark, where a screen reader's reading of the
    // page meets them, not after it at the end of the body (axe's region rule).
    Popover: { defaultProps: { shadow: 'md', radius: 'md', portalProps: { target: `#${mainContentId}` } } },
    // Initials on a light tint fell to 3.3:1; filled, with the text colour picked for the fill, they read.
    Avatar: { defaultProps: { variant: 'filled', autoContrast: true } },
    Select: optionListScrolls,
    MultiSelect: optionListScrolls,
    Autocomplete: optionListScrolls,
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--talent-ink': tokens.ink,
    '--talent-muted': tokens.muted,
    '--talent-faint': tokens.faint,
    '--talent-canvas': tokens.canvas,
    '--talent-surface': tokens.surface,
    '--talent-border': tokens.border,
    '--talent-motion': '180ms ease-out',
  },
  light: {
    // Cards and inputs sit on the body colour; the page's canvas is the frame's background.
    '--mantine-color-body': tokens.surface,
    '--mantine-color-text': tokens.ink,
    '--mantine-color-dimmed': tokens.muted,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': tokens.placeholder,
    '--mantine-color-default-border': tokens.border,
    // Light teal badges ("Matched: …") carry text: Mantine's teal 8 on its own tint is 3.5:1, this is 5.8:1.
    '--mantine-color-teal-light-color': '#0b6b4f',
  },
  dark: {},
});
