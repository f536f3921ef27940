/** The chat (/talent/chat) and its piece on the dashboard. */
export const chat = {
  page: {
    title: 'Chat',
    description: 'Talk with your talent advocate and the companies you are in process with.',
    conversations: 'Conversations',
    loading: 'Loading your conversations',
    emptyTitle: 'No conversations yet',
    emptyText:
      'Your talent advocate and the companies that invite you to an interview will write to you here. Apply to jobs to get started.',
    browseJobs: 'Browse jobs',
  },
  conversation: {
    advocate: 'Your talent advocate',
    advocateFallback: 'Talent advocate',
    noMessages: 'No messages yet. Say hello!',
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
    you: 'You',
  },
  thread: {
    label: 'Messages with {{name}}',
    loading: 'Loading messages',
    older: 'Show older messages',
    back: 'All conversations',
    sending: 'Sending…',
    failed: 'Not sent.',
    retry: 'Send again',
  },
  composer: {
    label: 'Write a message',
    placeholder: 'Write a message…',
    hint: 'Enter sends, Shift+Enter starts a new line.',
    send: 'Send',
  },
  dashboard: {
    title: 'Messages',
    open: 'Open chat',
    empty: 'Messages from your talent advocate and companies will appear here.',
  },
} as const;
