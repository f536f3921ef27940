import { notifications, notificationsStore } from '@mantine/notifications';
import { i18n } from './i18n';

export type ToastTone = 'success' | 'error' | 'info';

const colors: Record<ToastTone, string> = { success: 'teal', error: 'red', info: 'blue' };

/**
 * The one way the app shows a toast. The same text shown twice at once (several calls failing
 * together) stays one toast.
 */
export function showToast(tone: ToastTone, message: string, title?: string): void {
  const id = `${tone}:${title ?? ''}:${message}`;
  const shown = notificationsStore.getState().notifications.some((toast) => toast.id === id);
  const toast = {
    id,
    message,
    title,
    color: colors[tone],
    autoClose: tone === 'error' ? 6000 : 4000,
    // The close button is an icon: screen readers need its name.
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  };
  if (shown) notifications.update(toast);
  else notifications.show(toast);
}

export function showErrorToast(message: string, title?: string): void {
  showToast('error', message, title);
}

export function showSuccessToast(message: string, title?: string): void {
  showToast('success', message, title);
}

export function showInfoToast(message: string, title?: string): void {
  showToast('info', message, title);
}
