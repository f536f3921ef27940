/** Words shared by many screens. */
export const common = {
  appName: 'Talent',
  loading: 'Loading…',
  close: 'Close',
  opensInNewTab: '(opens in a new tab)',
  unsavedChanges: {
    title: 'Unsaved changes',
    question: 'Are you sure want to discard content ?',
    discard: 'Discard',
    cancel: 'Cancel',
  },
  upload: {
    progress: 'Uploading {{percent}}%',
    pick: 'Choose a file',
    clear: 'Remove the chosen file',
    dropHint: 'You can also drop the file here.',
  },
  dateField: {
    placeholder: 'Type or pick a date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    chooseMonth: 'Choose another month',
    chooseYear: 'Choose another year',
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    first: 'First page',
    last: 'Last page',
  },
  options: {
    showMore: 'Show more',
  },
  loadError: {
    title: "We couldn't load this",
    text: 'Check your connection, then try again.',
    retry: 'Retry',
  },
  fields: {
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    phone: 'Phone Number',
    phonePlaceholder: '812 3456 7890',
    areaCode: 'Area code',
    phoneMobile: 'Indonesia, mobile numbers',
    showPassword: 'Show password',
  },
} as const;
