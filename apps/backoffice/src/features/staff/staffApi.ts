import { hookOf, keysOf, queryRead, routeMutation, routes } from '@backoffice/api';
import type { StaffRole } from '@backoffice/domain';

/**
 * The Staff screen's reads and writes, from the route table as every other
 * screen's: the writes go through `routeMutation`, whose hook sends one Idempotency-Key per
 * submit (a double click, or a retry of a lost answer, is one change), and refresh the staff
 * list once they succeed. (packages/api has no endpoint file for them yet: they live with
 * the only screen that uses them.)
 */

/** Every staff account. */
export const staffListRead = /* @__PURE__ */ queryRead(routes.staffList);
export const useStaffList = /* @__PURE__ */ hookOf(staffListRead);

const staffReads = () => [keysOf(routes.staffList), keysOf(routes.securityEvents)];

export interface InviteStaffArg {
  name: string;
  email: string;
  role: StaffRole;
}

const inviteWrite = /* @__PURE__ */ routeMutation(routes.inviteStaff, {
  call: (arg: InviteStaffArg) => ({ body: arg }),
  revalidate: staffReads,
});
export const useInviteStaff = /* @__PURE__ */ hookOf(inviteWrite);

export interface StaffRoleArg {
  staffId: number;
  role: StaffRole;
}

const changeRoleWrite = /* @__PURE__ */ routeMutation(routes.changeStaffRole, {
  call: (arg: StaffRoleArg) => ({ params: { id: arg.staffId }, body: { role: arg.role } }),
  revalidate: staffReads,
});
export const useChangeStaffRole = /* @__PURE__ */ hookOf(changeRoleWrite);

/** The writes on one account, named by its id in the path: disable, enable and the resets. */
type AccountRoute = (typeof routes)[
  'disableStaff' | 'enableStaff' | 'resetStaffPassword' | 'resetStaffTwoFactor'];

/** The hook of a write on one account (its id in the path), refreshing the staff reads. */
const accountWriteHook = (route: AccountRoute) =>
  hookOf(
    routeMutation(route, {
      call: (staffId: number) => ({ params: { id: staffId } }),
      revalidate: staffReads,
    }),
  );

export const useDisableStaff = /* @__PURE__ */ accountWriteHook(routes.disableStaff);
export const useEnableStaff = /* @__PURE__ */ accountWriteHook(routes.enableStaff);
export const useResetStaffPassword = /* @__PURE__ */ accountWriteHook(routes.resetStaffPassword);
export const useResetStaffTwoFactor = /* @__PURE__ */ accountWriteHook(routes.resetStaffTwoFactor);
