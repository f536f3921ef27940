import { notificationMessages } from '@talent/contract';

export const notifications = {
  page: {
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    /** Each row's button named by its notification, so a list of them is told apart (WCAG 2.4.6). */
    markReadOf: 'Mark as read: {{text}}',
    unread: 'Unread',
    emptyTitle: 'No notifications yet',
    emptyText: 'Updates on your applications, interviews and certificates will appear here.',
  },
  dashboard: {
    viewAll: 'View All',
  },
  preferences: {
    title: 'Email Notifications',
    intro: 'Everything always appears under the bell. Choose what we also send to your email.',
    save: 'Save Preferences',
    saved: notificationMessages.preferencesSaved,
    types: {
      hiring: {
        label: 'Hiring updates',
        description: 'Interview invitations, schedules, job offers and the outcome of your applications.',
      },
      certificate: {
        label: 'Assessments and certificates',
        description: 'Your quiz and contest results, and new certificates.',
      },
      job_alert: {
        label: 'Job alerts',
        description: 'New jobs that match your saved searches.',
      },
      referral: {
        label: 'Referrals',
        description: 'When a friend you invited joins Talent.',
      },
      system: {
        label: 'News from Talent',
        description: 'Announcements about your account and the service.',
      },
    },
  },
  unsubscribe: {
    title: 'Unsubscribe',
    loading: 'Reading your link…',
    ask: 'Stop emails about “{{kind}}”?',
    stillInApp: 'You will still see them under the bell when you sign in to Talent.',
    confirm: 'Unsubscribe',
    already: 'You no longer get emails about “{{kind}}”.',
    settings: 'Choose which emails you get in Settings',
  },
};
