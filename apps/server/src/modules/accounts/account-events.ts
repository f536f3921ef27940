declare module '../../platform/events/events.ts' {
  interface AppEvents {
    /** Someone proved their email by the verification link: a new person is on Talent. */
    'account.verified': { userId: number; email: string; fullname: string };
    /**
     * The signed-in talent gave the right current password and a new sign-in email (the profile's
     * personal edit): the accounts mail both addresses, and the change waits for the new one's link.
     */
    'account.email-change-requested': { userId: number; newEmail: string; askedBySessionId: number };
  }
}

export {};
