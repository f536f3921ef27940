/** Words shared by many screens. */
export const common = {
  appName: 'Talent',
  loading: 'Loading…',
  close: 'Close',
  opensInNewTab: '(opens in a new tab)',
} as const;
