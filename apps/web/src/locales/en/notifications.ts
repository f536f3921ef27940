export const notifications = {
  page: {
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    unread: 'Unread',
    emptyTitle: 'No notifications yet',
    emptyText: 'Updates on your applications, interviews and certificates will appear here.',
    previous: 'Previous page',
    next: 'Next page',
    first: 'First page',
    last: 'Last page',
  },
};
