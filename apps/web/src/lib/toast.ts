import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';

export type ToastTone = 'success' | 'error' | 'info';

const colors: Record<ToastTone, string> = { success: 'teal', error: 'red', info: 'blue' };

/** The toast on screen for each text, so the same text shown again replaces it. */
const onScreen = new Map<string, string>();
let shownCount = 0;

/**
 * The one way the app shows a toast. The same text shown again while its toast is up (several calls
 * failing together, a second invitation sent at once) stays one toast, and its time starts over:
 * Mantine keeps a toast's clock when the toast is updated, so an update could vanish at once.
 */
export function showToast(tone: ToastTone, message: string, title?: string): void {
  const text = `${tone}:${title ?? ''}:${message}`;
  const previous = onScreen.get(text);
  if (previous !== undefined) notifications.hide(previous);
  shownCount += 1;
  const id = `${text}#${shownCount}`;
  onScreen.set(text, id);
  notifications.show({
    id,
    message,
    title,
    color: colors[tone],
    autoClose: tone === 'error' ? 6000 : 4000,
    // The close button is an icon: screen readers need its name.
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
    onClose: () => {
      if (onScreen.get(text) === id) onScreen.delete(text);
    },
  });
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
