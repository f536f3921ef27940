import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import type { ModalRequest } from '@/lib/modal-manager';

/**
 * The activity modals as the shell's modal registry takes them: the title and the content load
 * with the hiring texts the first time one opens, so no page's first load carries them.
 */
const loadModal = async () => {
  const [module] = await Promise.all([import('./activity-modal'), loadNamespaces(['hiring'])]);
  return module;
};

const LazyContent = lazy(async () => ({ default: (await loadModal()).ActivityModal }));
const LazyTitle = lazy(async () => ({ default: (await loadModal()).ActivityModalTitle }));

export const activityModal = {
  title: (request: ModalRequest) => (
    <Suspense fallback={null}>
      <LazyTitle request={request} />
    </Suspense>
  ),
  Content: LazyContent,
};
