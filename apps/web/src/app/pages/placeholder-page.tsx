import { Container, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMatches } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import type { resources } from '@/locales';

export type PageTitleKey = keyof (typeof resources)['en']['shell']['pageTitles'];

export interface PlaceholderHandle {
  titleKey: PageTitleKey;
}

/** A page whose feature has its own issue still to come: its title, so routing can be walked end to end. */
export function PlaceholderPage({ titleKey }: PlaceholderHandle) {
  const { t } = useTranslation('shell');
  const title = t(`pageTitles.${titleKey}`);
  useDocumentTitle(title);
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
    </Container>
  );
}

/** The placeholder of the matched route, titled by the route's `handle`. */
export function PlaceholderRoute() {
  const handle = useMatches().at(-1)?.handle as PlaceholderHandle;
  return <PlaceholderPage titleKey={handle.titleKey} />;
}
