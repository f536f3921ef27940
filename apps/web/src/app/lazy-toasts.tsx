import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

const anyToast = () => notificationsStore.getState().notifications.length > 0;

/**
 * Mounts the toast area when the first toast is shown, not with every page: most visits never
 * see one, and the toasts' component and transitions are several kB of the first load. A toast
 * shown before the area has loaded waits in the store and appears with it.
 */
export function LazyToasts() {
  const [needed, setNeeded] = useState(anyToast);
  useEffect(() => {
    if (needed) return;
    const stop = notificationsStore.subscribe(() => {
      if (anyToast()) setNeeded(true);
    });
    // A toast shown between the first render and this subscription is not missed.
    if (anyToast()) setNeeded(true);
    return stop;
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
