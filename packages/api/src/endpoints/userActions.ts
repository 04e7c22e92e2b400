import {
  USER_STATUS_REFRESH_DELAY_MS,
  type CrVisitPayload,
  type GuestStatusAction,
} from '@backoffice/domain';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import { keysOf } from '../hooks/keys';
import { routeMutation, runOf, useApiMutation, type ApiMutation } from '../hooks/mutation';
import { pathIdCall } from './callOptions';
import { hookOf } from './read';
import { routes } from '../routes';
import type { MessageAnswer } from '../structs/answers';
import type { ManageHostBody, UpdatePhoneBody } from '../routes/users';

/**
 * User actions (people-and-content §2.1, §2.2): status changes, host account management,
 * flags, phone, and Create CR & Visit. A status change refreshes the user list after
 * 1000 ms, as the spec asks, and the user's own page at once.
 */

function userReads({ userId }: { userId: number }) {
  return [keysOf(routes.user, { id: userId }), keysOf(routes.users)];
}

export interface UserStatusArg {
  userId: number;
  /** block, confirm or review (domain GUEST_STATUS_ACTIONS). */
  action: GuestStatusAction;
}

/** Block, confirm or put under review. */
export function changeUserStatus(
  client: ApiClient,
  arg: UserStatusArg,
  control: CallControl = {},
): Promise<MessageAnswer> {
  const route = { block: routes.blockUser, confirm: routes.confirmUser, review: routes.reviewUser }[
    arg.action
  ];
  return callRoute(client, route, { params: { id: arg.userId }, ...control });
}

export function useUserStatus(): ApiMutation<UserStatusArg, MessageAnswer> {
  return useApiMutation({
    name: 'userStatus',
    run: changeUserStatus,
    // The guest's page at once (its Confirm user button goes with the confirmation); the
    // user list after the spec's 1000 ms.
    revalidate: (arg) => [keysOf(routes.user, { id: arg.userId })],
    later: { revalidate: () => [keysOf(routes.users)], delayMs: USER_STATUS_REFRESH_DELAY_MS },
  });
}

const resetPasswordWrite = /* @__PURE__ */ routeMutation(routes.resetPassword, {
  call: pathIdCall,
});
export const resetPassword = /* @__PURE__ */ runOf(resetPasswordWrite);
export const useResetPassword = /* @__PURE__ */ hookOf(resetPasswordWrite);

/** Copy Link: a new handover link of a managed host (the server keeps only its hash). */
const handoverLinkWrite = /* @__PURE__ */ routeMutation(routes.handoverLink, {
  call: pathIdCall,
});
export const handoverLink = /* @__PURE__ */ runOf(handoverLinkWrite);
export const useHandoverLink = /* @__PURE__ */ hookOf(handoverLinkWrite);

export interface SetProArg {
  userId: number;
  pro: boolean;
}

const setProWrite = /* @__PURE__ */ routeMutation(routes.setUserPro, {
  call: (arg: SetProArg) => ({ params: { id: arg.userId }, body: { pro: arg.pro } }),
  revalidate: userReads,
});
export const setUserPro = /* @__PURE__ */ runOf(setProWrite);
export const useSetUserPro = /* @__PURE__ */ hookOf(setProWrite);

export interface NotifyBySmsArg {
  userId: number;
  notifyBySms: boolean;
}

const notifyBySmsWrite = /* @__PURE__ */ routeMutation(routes.notifyBySms, {
  call: (arg: NotifyBySmsArg) => ({
    params: { id: arg.userId },
    body: { notify_by_sms: arg.notifyBySms },
  }),
  revalidate: userReads,
});
export const setNotifyBySms = /* @__PURE__ */ runOf(notifyBySmsWrite);
export const useNotifyBySms = /* @__PURE__ */ hookOf(notifyBySmsWrite);

/** The Manage Host form (domain ManageHostForm) and the host's id. */
export interface ManageHostArg {
  userId: number;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
}

/** The wire body of Manage host (confirmations in snake_case as the spec writes them). */
export function toManageHostBody(arg: ManageHostArg): ManageHostBody {
  return {
    email: arg.email,
    email_confirmation: arg.emailConfirmation,
    password: arg.password,
    password_confirmation: arg.passwordConfirmation,
    userId: arg.userId,
  };
}

const manageHostWrite = /* @__PURE__ */ routeMutation(routes.manageHost, {
  call: (arg: ManageHostArg) => ({ body: toManageHostBody(arg) }),
  revalidate: userReads,
});
export const manageHost = /* @__PURE__ */ runOf(manageHostWrite);
export const useManageHost = /* @__PURE__ */ hookOf(manageHostWrite);

export interface UpdatePhoneArg {
  userId: number;
  /** The national number without its trunk prefix ("612345678", domain MobileNumber). */
  mobileNumber: string;
  /** The calling code ("+33"). */
  mobilePrefix: string;
}

/** The wire body of the phone update. */
export function toUpdatePhoneBody(arg: UpdatePhoneArg): UpdatePhoneBody {
  return { mobile_number: arg.mobileNumber, mobile_prefix: arg.mobilePrefix };
}

const updatePhoneWrite = /* @__PURE__ */ routeMutation(routes.updatePhone, {
  call: (arg: UpdatePhoneArg) => ({ params: { id: arg.userId }, body: toUpdatePhoneBody(arg) }),
  revalidate: userReads,
});
export const updatePhone = /* @__PURE__ */ runOf(updatePhoneWrite);
export const useUpdatePhone = /* @__PURE__ */ hookOf(updatePhoneWrite);

export interface CrVisitArg {
  /** The guest. */
  userId: number;
  payload: CrVisitPayload;
}

/** Creates a contact request and its visit; `success: false` carries the server's error text. */
const crVisitWrite = /* @__PURE__ */ routeMutation(routes.createCrVisit, {
  call: (arg: CrVisitArg) => ({ params: { id: arg.userId }, body: arg.payload }),
  revalidate: (arg) => [keysOf(routes.user, { id: arg.userId }), keysOf(routes.requestBoard)],
});
export const createCrVisit = /* @__PURE__ */ runOf(crVisitWrite);
export const useCreateCrVisit = /* @__PURE__ */ hookOf(crVisitWrite);
