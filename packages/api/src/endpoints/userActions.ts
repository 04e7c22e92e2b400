import {
  USER_STATUS_REFRESH_DELAY_MS,
  type CrVisitPayload,
  type GuestStatusAction,
} from '@backoffice/domain';
import { callRoute, type ApiClient } from '../client/client';
import { keysOf } from '../hooks/keys';
import { useApiMutation, type ApiMutation } from '../hooks/mutation';
import { routes } from '../routes';
import type {
  CrVisitAnswer,
  MessageAnswer,
  StatusAnswer,
  StatusMessageAnswer,
} from '../structs/answers';
import type { ManageHostBody, UpdatePhoneBody } from '../structs/bodies';

/**
 * User actions (people-and-content §2.1, §2.2): status changes, host account management,
 * flags, phone, and Create CR & Visit. A status change refreshes the user list after
 * 1000 ms, as the spec asks, and the user's own page at once.
 */

function userReads(userId: number) {
  return [keysOf(routes.user, { id: userId }), keysOf(routes.users)];
}

export interface UserStatusArg {
  userId: number;
  /** block, confirm or review (domain GUEST_STATUS_ACTIONS). */
  action: GuestStatusAction;
}

/** Block, confirm or put under review. */
export function changeUserStatus(client: ApiClient, arg: UserStatusArg): Promise<MessageAnswer> {
  const params = { id: arg.userId };
  switch (arg.action) {
    case 'block':
      return callRoute(client, routes.blockUser, { params });
    case 'confirm':
      return callRoute(client, routes.confirmUser, { params });
    case 'review':
      return callRoute(client, routes.reviewUser, { params });
  }
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

export function resetPassword(client: ApiClient, userId: number): Promise<MessageAnswer> {
  return callRoute(client, routes.resetPassword, { params: { id: userId } });
}

export function useResetPassword(): ApiMutation<number, MessageAnswer> {
  return useApiMutation({ name: routes.resetPassword.name, run: resetPassword });
}

export interface SetProArg {
  userId: number;
  pro: boolean;
}

export function setUserPro(client: ApiClient, arg: SetProArg): Promise<MessageAnswer> {
  return callRoute(client, routes.setUserPro, {
    params: { id: arg.userId },
    body: { pro: arg.pro },
  });
}

export function useSetUserPro(): ApiMutation<SetProArg, MessageAnswer> {
  return useApiMutation({
    name: routes.setUserPro.name,
    run: setUserPro,
    revalidate: (arg) => userReads(arg.userId),
  });
}

export interface NotifyBySmsArg {
  userId: number;
  notifyBySms: boolean;
}

export function setNotifyBySms(
  client: ApiClient,
  arg: NotifyBySmsArg,
): Promise<StatusMessageAnswer> {
  return callRoute(client, routes.notifyBySms, {
    params: { id: arg.userId },
    body: { notify_by_sms: arg.notifyBySms },
  });
}

export function useNotifyBySms(): ApiMutation<NotifyBySmsArg, StatusMessageAnswer> {
  return useApiMutation({
    name: routes.notifyBySms.name,
    run: setNotifyBySms,
    revalidate: (arg) => userReads(arg.userId),
  });
}

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

export function manageHost(client: ApiClient, arg: ManageHostArg): Promise<MessageAnswer> {
  return callRoute(client, routes.manageHost, { body: toManageHostBody(arg) });
}

export function useManageHost(): ApiMutation<ManageHostArg, MessageAnswer> {
  return useApiMutation({
    name: routes.manageHost.name,
    run: manageHost,
    revalidate: (arg) => userReads(arg.userId),
  });
}

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

export function updatePhone(client: ApiClient, arg: UpdatePhoneArg): Promise<StatusAnswer> {
  return callRoute(client, routes.updatePhone, {
    params: { id: arg.userId },
    body: toUpdatePhoneBody(arg),
  });
}

export function useUpdatePhone(): ApiMutation<UpdatePhoneArg, StatusAnswer> {
  return useApiMutation({
    name: routes.updatePhone.name,
    run: updatePhone,
    revalidate: (arg) => userReads(arg.userId),
  });
}

export interface CrVisitArg {
  /** The guest. */
  userId: number;
  payload: CrVisitPayload;
}

/** Creates a contact request and its visit; `success: false` carries the server's error text. */
export function createCrVisit(client: ApiClient, arg: CrVisitArg): Promise<CrVisitAnswer> {
  return callRoute(client, routes.createCrVisit, { params: { id: arg.userId }, body: arg.payload });
}

export function useCreateCrVisit(): ApiMutation<CrVisitArg, CrVisitAnswer> {
  return useApiMutation({
    name: routes.createCrVisit.name,
    run: createCrVisit,
    revalidate: (arg) => [keysOf(routes.user, { id: arg.userId }), keysOf(routes.requestBoard)],
  });
}
