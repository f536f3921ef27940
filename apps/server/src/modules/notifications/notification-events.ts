import type { NotificationType } from '@talent/contract';

/** What a feature asks the talent to be told: stored, pushed live, and mailed if they want it. */
export interface NotificationRequest {
  talentId: number;
  type: NotificationType;
  text: string;
  /** Where the notification leads inside the app, or null. */
  urlAction: string | null;
}

declare module '../../platform/events/events.ts' {
  interface AppEvents {
    /** Any feature (or staff) asks for a notification to a talent. */
    'notification.requested': NotificationRequest;
  }
}
