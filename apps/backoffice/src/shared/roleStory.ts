/**
 * Page stories as a staff member of a given role sees them, for stories only: the
 * story opens as AppStory's `session: 'checking'`, and the mock API's refresh answers this
 * person, so that the layout's RoleProvider reads the role from the session as in the
 * product (a RoleProvider around the story would be overridden by the layout's).
 */
import { createHandlers, sessionTimes, sessionUser } from '@backoffice/api/mocks';
import type { MockOptions } from '@backoffice/api/mocks';
import type { StaffRole } from '@backoffice/domain';

/** The demo's staff member of each role (README: ines.moreau@ is the Viewer). */
const PEOPLE: Record<StaffRole, { id: number; name: string; email: string }> = {
  admin: { id: sessionUser.id, name: sessionUser.name, email: sessionUser.email },
  csm: { id: 2, name: 'Léa Bernard', email: 'lea.bernard@example.com' },
  viewer: { id: 4, name: 'Inès Moreau', email: 'ines.moreau@example.com' },
};

/** The MSW handlers of a story signed in as `role` (a fresh mock database, as mockApi). */
export function mockApiAs(role: StaffRole, options: MockOptions = {}) {
  const user = { ...sessionUser, ...PEOPLE[role], role };
  return createHandlers({
    ...options,
    resolvers: { ...options.resolvers, refresh: () => ({ user, session: sessionTimes }) },
  });
}
