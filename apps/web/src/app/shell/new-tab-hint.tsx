import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** Described-by target of links that open a new tab, so their names stay the spec's words. */
export const newTabHintId = 'new-tab-hint';

export function NewTabHint() {
  const { t } = useTranslation();
  return <VisuallyHidden id={newTabHintId}>{t('opensInNewTab')}</VisuallyHidden>;
}

export const newTabLinkProps = {
  target: '_blank',
  rel: 'noopener noreferrer',
  'aria-describedby': newTabHintId,
} as const;
