import { analyticsScreen } from '@/features/analytics';
import { contractsScreen } from '@/features/contracts';
import { conversationScreen, conversationsScreen } from '@/features/conversations';
import { displayScreen } from '@/features/display';
import { documentsScreen } from '@/features/documents';
import { mapSearchScreen } from '@/features/map-search';
import { officeDetailScreen, officesScreen } from '@/features/offices';
import { requestScreen, requestsScreen } from '@/features/requests';
import { securityLogScreen } from '@/features/security-log';
import { seoScreen } from '@/features/seo';
import { settingsScreen } from '@/features/settings';
import { staffScreen } from '@/features/staff';
import { userScreen, usersScreen } from '@/features/users';
import type { ScreenDescriptor } from '@/shared/screens';

/**
 * Every signed-in screen, one line each: the router, the top navigation (in this order, the
 * spec's for its ten links, then the Admins' three), the go-to palette and the 'g' + letter
 * shortcuts are made from this list. It is read by the layout's module only, so the sign-in
 * screen's first download carries none of the screens' loaders or their lists of chunks.
 */
export const SCREENS: readonly ScreenDescriptor[] = [
  analyticsScreen,
  usersScreen,
  userScreen,
  officesScreen,
  officeDetailScreen,
  requestsScreen,
  requestScreen,
  conversationsScreen,
  conversationScreen,
  contractsScreen,
  documentsScreen,
  mapSearchScreen,
  seoScreen,
  displayScreen,
  staffScreen,
  securityLogScreen,
  settingsScreen,
];
