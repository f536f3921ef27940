import { type ComponentType, lazy, Suspense } from 'react';
import type { LazyNamespace } from '@/locales';
import { loadNamespaces, useTranslation } from './i18n';
import type { ModalContentProps, ModalDefinition, ModalRequest } from './modal-manager';

/** A modal's module: its heading and its content, both written with the feature's texts. */
export interface ModalModule {
  Title: ComponentType<{ request: ModalRequest }>;
  Content: ComponentType<ModalContentProps>;
}

/** A dialog is named even while its heading loads: an empty heading names nothing (WCAG 4.1.2). */
function TitleWhileLoading() {
  const { t } = useTranslation();
  return t('loading');
}

/**
 * A global modal as the registry takes it, loaded with its feature's texts the first time it
 * opens, so no page's first load carries either.
 */
export function lazyModal(
  load: () => Promise<ModalModule>,
  namespaces: readonly LazyNamespace[],
): ModalDefinition {
  const loaded = async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return module;
  };
  const Title = lazy(async () => ({ default: (await loaded()).Title }));
  return {
    title: (request) => (
      <Suspense fallback={<TitleWhileLoading />}>
        <Title request={request} />
      </Suspense>
    ),
    Content: lazy(async () => ({ default: (await loaded()).Content })),
  };
}
