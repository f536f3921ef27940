/**
 * Spec sections 2 and 9: at this width and below, all notifications are a page
 * (/talent/notifications); wider, the talent_notification modal opens over the page instead.
 */
export const narrowScreenQuery = '(max-width: 992px)';
