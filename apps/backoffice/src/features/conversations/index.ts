import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
/** The conversations list. */
export const conversationsScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.conversations,
  load: () => import('./ConversationsScreen'),
  nav: { label: 'Conversations' },
  goTo: 'c',
};

/** One conversation. */
export const conversationScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.conversation,
  load: () => import('./ConversationScreen'),
};
