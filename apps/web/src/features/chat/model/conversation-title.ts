import type { Conversation } from '@talent/contract';
import { useTranslation } from '@/lib/i18n';

/** The name a conversation goes by: the company's, the advocate's, or "Talent advocate" while unknown. */
export function useConversationTitle() {
  const { t } = useTranslation('chat');
  return (conversation: Conversation) => conversation.title ?? t('conversation.advocateFallback');
}
