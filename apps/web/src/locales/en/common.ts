/** Words shared by many screens. */
export const common = {
  appName: 'Talent',
  loading: 'Loading…',
  close: 'Close',
  opensInNewTab: '(opens in a new tab)',
  fields: {
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    phone: 'Phone Number',
    phonePlaceholder: '+62 812 3456 7890',
    showPassword: 'Show password',
  },
} as const;
