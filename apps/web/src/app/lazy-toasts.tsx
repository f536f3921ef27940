import { notificationsStore } from '@mantine/notifications';
import { lazy, useSyncExternalStore } from 'react';
import { WhenFirstNeeded } from '@/lib/once-needed';

const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

const anyToast = () => notificationsStore.getState().notifications.length > 0;
/** A page the server renders (decision 0149) has shown no toast yet. */
const noToast = () => false;

/**
 * Mounts the toast area when the first toast is shown, not with every page: most visits never
 * see one, and the toasts' component and transitions are several kB of the first load. A toast
 * shown before the area has loaded waits in the store and appears with it.
 */
export function LazyToasts() {
  const needed = useSyncExternalStore(notificationsStore.subscribe, anyToast, noToast);
  return (
    <WhenFirstNeeded needed={needed}>
      <Toasts />
    </WhenFirstNeeded>
  );
}
