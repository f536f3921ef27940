import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/i18n';
import { isPageLoadingAfresh } from './fresh-code';
import { goBackTarget } from './go-back';

/**
 * 'Something went wrong' (spec section 2), shown by the route error boundaries in place of a page
 * that failed to render. The router drops the error on the next navigation, so it resets on every
 * route change. A page whose code is gone from the server is loaded afresh instead (fresh-code.ts).
 */
export function ErrorScreen() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('errorScreen.documentTitle'));

  useEffect(() => {
    console.error(error);
  }, [error]);

  const goBack = () => {
    const target = goBackTarget({
      ref: search.get('ref'),
      errorLevel: search.get('error'),
      // A page visited inside the app, or one before it in the browser (a direct visit starts a new app).
      hasHistory: location.key !== 'default' || window.history.length > 1,
    });
    void (target === -1 ? navigate(-1) : navigate(target));
  };

  // The page's code was missing (a newer build is served) and the page is being loaded afresh.
  if (isPageLoadingAfresh()) return <PageLoader label={t('pageLoading')} />;

  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={1}>{t('errorScreen.title')}</Title>
        <Text>{t('errorScreen.text')}</Text>
        <Button onClick={goBack}>{t('errorScreen.goBack')}</Button>
      </Stack>
    </Center>
  );
}
