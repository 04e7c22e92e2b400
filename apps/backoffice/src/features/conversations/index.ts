// Loaders rather than components: each conversations screen is its own lazy chunk.
export const loadConversations = () => import('./ConversationsScreen');
export const loadConversation = () => import('./ConversationScreen');
