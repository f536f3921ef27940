import { Card, Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-error';
import { FormMessage } from './form-message';
import { PageLoader } from './page-loader';
import { LoadError } from './page-states';

/**
 * A page that a mail's link opens without signing in (a reference request, an unsubscribe link):
 * one card with what the link's token names, or, for a link without a token or one the server does
 * not know, the page's own words. The query marks those answers handled (its `claim`), so the app's
 * error handler does not tell them too; any other failure offers Retry.
 */
export function MailLinkPage<Data>({
  title,
  token,
  named,
  deadLinkMessage,
  loadingLabel,
  children,
}: {
  title: string;
  token: string;
  named: UseQueryResult<Data>;
  deadLinkMessage: string;
  loadingLabel: string;
  children: (data: Data) => ReactNode;
}) {
  useDocumentTitle(title);
  const deadLink = named.isError && named.error instanceof ApiError && named.error.handled;
  let content: ReactNode;
  if (token === '' || deadLink) {
    content = <FormMessage tone="error">{deadLinkMessage}</FormMessage>;
  } else if (named.isError) {
    content = <LoadError onRetry={() => void named.refetch()} />;
  } else if (named.isPending) {
    content = <PageLoader label={loadingLabel} />;
  } else {
    content = children(named.data);
  }
  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Card padding="xl">
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {content}
        </Stack>
      </Card>
    </Container>
  );
}
