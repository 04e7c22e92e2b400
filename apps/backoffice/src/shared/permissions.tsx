import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { permissionRefusal, type Permission, type StaffRole } from '@backoffice/domain';

/**
 * What the signed-in person's role lets them do. The server decides (403 otherwise);
 * the screens show what the role may not use as disabled, with the reason, never hidden
 * without a word: `const edit = useCan('write')` then `isDisabled={!edit.allowed}` and
 * `disabledReason={edit.reason}`.
 */
const RoleContext = createContext<StaffRole | null>(null);

/** The signed-in person's role, for the screens below it (the layout sets it). */
export function RoleProvider({ role, children }: { role: StaffRole; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export interface Can {
  allowed: boolean;
  /** Why not, in words ('Viewers cannot change records.'); null when allowed. */
  reason: string | null;
}

/**
 * Whether the signed-in person may use what a permission guards. Outside a RoleProvider (a
 * story of one screen) everything is allowed, as for a CSM.
 */
export function useCan(permission: Permission): Can {
  const role = useContext(RoleContext);
  const reason = role ? permissionRefusal(role, permission) : null;
  return { allowed: reason === null, reason };
}

/** The signed-in person's role (null outside the signed-in layout). */
export function useRole(): StaffRole | null {
  return useContext(RoleContext);
}
