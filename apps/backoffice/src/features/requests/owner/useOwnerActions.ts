import { useCallback, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError, keysOf, routes, useAssignRequest } from '@backoffice/api';
import { assignedMessage } from '@backoffice/domain';
import type { StaffRef } from '@backoffice/domain';
import { useNotify } from '@/shared/notify';

/** What an owner action needs of a request: its id and the owner the screen shows. */
export interface OwnedRequest {
  id: number;
  assignee: StaffRef | null;
}

/** How an assignment ended, for a dialog to close or to say why not. */
export type AssignOutcome =
  | { ok: true; assignee: StaffRef | null }
  | {
      ok: false;
      /**
       * `conflict`: the owner changed since the screen showed it (the screen reads it again);
       * `invalid`: the server refused the chosen person (`message` is for the field);
       * `failed`: any other failure; `busy`: a call for this request is still under way.
       */
      reason: 'conflict' | 'invalid' | 'failed' | 'busy';
      message: string;
    };

/**
 * The assignments to me the screen is making: the board does not greet as news
 * ("Request #12 was assigned to you") a change it made itself.
 */
export interface OwnAssignments {
  /** A call that would make `requestId` mine is under way (or has just succeeded). */
  expect(requestId: number): void;
  /** That call failed: a later change to me is someone else's. */
  forget(requestId: number): void;
}

export interface OwnerActions {
  /** Makes the request mine. */
  take: (request: OwnedRequest) => Promise<AssignOutcome>;
  /** Gives the request to `assigneeId`, or to nobody (null). */
  assign: (request: OwnedRequest, assigneeId: number | null) => Promise<AssignOutcome>;
  /** Leaves the request to nobody. */
  unassign: (request: OwnedRequest) => Promise<AssignOutcome>;
  /** Whether an assignment of this request is under way (its controls wait). */
  isPending: (requestId: number) => boolean;
  /** The requests whose assignment is under way, to redraw what depends on them. */
  pending: ReadonlySet<number>;
}

const BUSY: AssignOutcome = {
  ok: false,
  reason: 'busy',
  message: 'The owner of this request is being saved.',
};

/** Why a call for this request waits: said on its disabled controls. */
export const OWNER_SAVING = BUSY.message;

/**
 * Take, Assign to… and Unassign, for the board's cards and the request's page. Each call
 * sends the owner the screen showed (`expectedAssigneeId`), so that a stale view is refused
 * rather than overwriting someone else's change; a second press while one call is under way
 * sends nothing (the write's Idempotency-Key covers a retried answer). A success says what
 * was done (`assignedMessage`); a refusal (409) shows the server's words, which name who
 * changed the owner, and the board and the request are read again, nothing else touched.
 */
export function useOwnerActions(me: StaffRef, own?: OwnAssignments): OwnerActions {
  const write = useAssignRequest();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  // A ref as well as the state: two presses within one render both see the first call.
  const running = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const trigger = write.trigger;

  const assign = useCallback(
    async (request: OwnedRequest, assigneeId: number | null): Promise<AssignOutcome> => {
      if (running.current.has(request.id)) return BUSY;
      running.current.add(request.id);
      setPending(new Set(running.current));
      if (assigneeId === me.id) own?.expect(request.id);
      try {
        const { assignment } = await trigger({
          requestId: request.id,
          assigneeId,
          expectedAssigneeId: request.assignee?.id ?? null,
        });
        notify.show({
          tone: 'success',
          message: assignedMessage(request.id, assignment.assignee, me),
        });
        return { ok: true, assignee: assignment.assignee };
      } catch (error) {
        own?.forget(request.id);
        if (isApiError(error) && error.code === 'conflict') {
          const message = error.description || error.message;
          notify.show({ tone: 'critical', message });
          // The write re-reads only after a success: a refused one shows the owner now.
          void mutate(keysOf(routes.requestBoard));
          void mutate(keysOf(routes.request, { id: request.id }));
          return { ok: false, reason: 'conflict', message };
        }
        notify.failure(error);
        const field = isApiError(error) ? error.fields?.assigneeId : undefined;
        if (field) return { ok: false, reason: 'invalid', message: field };
        return {
          ok: false,
          reason: 'failed',
          message: isApiError(error) ? error.message : 'The owner could not be saved.',
        };
      } finally {
        running.current.delete(request.id);
        setPending(new Set(running.current));
      }
    },
    [me, own, trigger, notify, mutate],
  );

  return useMemo(
    () => ({
      assign,
      take: (request: OwnedRequest) => assign(request, me.id),
      unassign: (request: OwnedRequest) => assign(request, null),
      isPending: (requestId: number) => pending.has(requestId),
      pending,
    }),
    [assign, me.id, pending],
  );
}
