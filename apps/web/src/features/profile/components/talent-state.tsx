import { Container } from '@mantine/core';
import type { Talent } from '@talent/contract';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { useTranslation } from '@/lib/i18n';
import { useTalent } from '@/lib/talent';

/**
 * The signed-in talent for a profile page, with the kit's loading (cards in the shape of the
 * profile's sections) and error (Retry) states, as every page of the app shows them.
 */
export function WithTalent({ children }: { children: (talent: Talent) => ReactNode }) {
  const { t } = useTranslation('profile');
  const query = useTalent();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <QueryState query={query} rows={4} loadingLabel={t('page.loading')} failure={t('page.loadFailed')}>
        {children}
      </QueryState>
    </Container>
  );
}
