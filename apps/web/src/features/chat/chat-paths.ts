/** The chat page, opened on one conversation when given. */
export const chatPath = (conversationId?: number) =>
  conversationId === undefined ? '/talent/chat' : `/talent/chat?c=${conversationId}`;
