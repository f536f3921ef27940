/** Texts of the error catalogue (spec section 8). */
export const errors = {
  sessionExpired: 'Session Expired',
  noResponse: 'Encountered server error or connection timeout',
  errorModalTitle: 'Error',
} as const;
