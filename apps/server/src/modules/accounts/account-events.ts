declare module '../../platform/events/events.ts' {
  interface AppEvents {
    /** Someone proved their email by the verification link: a new person is on Talent. */
    'account.verified': { userId: number; email: string; fullname: string };
  }
}

export {};
