import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/** The modal's code and texts load on the first View All, not with every page. */
const Loaded = lazy(async () => {
  const [module] = await Promise.all([import('./notifications-modal'), loadNamespaces(['notifications'])]);
  return { default: module.NotificationsModal };
});

export function LazyNotificationsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Loaded opened={opened} onClose={onClose} />
    </Suspense>
  );
}
