/**
 * The server platform's own wording of its refusals, beside the features' messages: kept here so the
 * contract holds every text a reader may get from the API, in both languages (`reader-language.ts`).
 */
export const platformMessages = {
  notFound: "The page you requested couldn't be found",
  unauthorized: 'Please sign in to continue',
  sessionExpired: 'Session Expired',
  forbidden: 'You may only see and change your own data',
  invalidInput: 'Some fields are not valid; correct them and try again',
  invalidJson: 'The request body is not valid JSON',
  nulCharacter: 'Must not contain a NUL character',
  headersTooLarge: 'The request headers or address are too large',
  badRequest: 'The request could not be read',
  /** `limit` as `formatBytes` writes it: `1 MB`. */
  payloadTooLarge: (limit: string) => `The request is too large; the limit is ${limit}`,
  unsupportedMediaType: (contentType: string) =>
    `Content type ${contentType || '(none)'} is not accepted here`,
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many requests; please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again`,
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  internal: 'Something went wrong on our side; please try again in a moment',
  unavailable: 'The service is not available right now; please try again in a moment',
  databaseAway: 'Our database is not answering right now; please try again in a moment',
  conflict: 'This clashes with a change saved at the same moment; reload the page and try again',
} as const;

/** Refusals of an uploaded file, whatever the feature. */
export const uploadMessages = {
  /** `limit` as `formatBytes` writes it: `5 MB`. */
  tooLarge: (limit: string) => `The file is too large; the limit is ${limit}`,
  /** `types` listed as the upload rules name them: `image/png, image/jpeg`. */
  wrongType: (types: string) => `This type of file is not accepted; use ${types}`,
} as const;
