import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type {
  AnswerOf,
  ApiClient,
  CallControl,
  CallOptions,
  RawCallOptions,
} from '../client/client';
import type { AnyRoute, RouteName } from '../routes';
import type { ApiError } from '../client/errors';
import type { KeyMatcher } from './keys';
import { useApiClient } from './ApiProvider';

export interface MutationSpec<Arg, Result> {
  /** A name for the mutation's own state (two components using it share nothing else). */
  name: string;
  /** The call; `control` carries the submit's Idempotency-Key (a write sends it). */
  run: (client: ApiClient, arg: Arg, control?: CallControl) => Promise<Result>;
  /** The reads the call changes: revalidated as soon as it succeeds. */
  revalidate?: (arg: Arg, result: Result) => KeyMatcher[];
  /**
   * Reads revalidated `later.delayMs` after success rather than at once (the user list waits
   * 1000 ms after a status change, as the spec asks, while the user's own page refreshes at
   * once and no longer offers the action just done).
   */
  later?: { revalidate: (arg: Arg, result: Result) => KeyMatcher[]; delayMs: number };
}

/** A mutation: `trigger(arg)` calls the API, then revalidates what the call changed. */
export type ApiMutation<Arg, Result> = SWRMutationResponse<
  Result,
  ApiError,
  readonly ['mutation', string],
  Arg
>;

/**
 * The mutation helper every write hook is built on. `trigger` resolves with the answer and
 * rejects with the ApiError (also kept in `error`); on success the matching reads are
 * revalidated, so the view refreshes as the spec asks.
 */
export function useApiMutation<Arg, Result>(
  spec: MutationSpec<Arg, Result>,
): ApiMutation<Arg, Result> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  // The key of the last submit that failed, and what it sent: the same submit sent again (the
  // form's own retry, after the client's retries gave up) carries the same key, so that a
  // write the server did apply, its answer lost, is answered again rather than applied twice.
  const failed = useRef<[string, string] | null>(null);
  return useSWRMutation(
    ['mutation', spec.name] as const,
    async (_key: readonly ['mutation', string], { arg }: { arg: Arg }) => {
      // A write without an argument (Mark all read) sends '' (JSON.stringify(undefined) is
      // undefined, which matched "no failed submit" and read its key from null).
      const sent = JSON.stringify(arg) ?? '';
      const prior = failed.current;
      const key = prior !== null && prior[0] === sent ? prior[1] : crypto.randomUUID();
      failed.current = [sent, key];
      const result = await spec.run(client, arg, { idempotencyKey: key });
      failed.current = null;
      const refresh = (matchers: KeyMatcher[]) => {
        for (const matcher of matchers) void mutate(matcher);
      };
      refresh(spec.revalidate?.(arg, result) ?? []);
      const { later } = spec;
      if (later) {
        const matchers = later.revalidate(arg, result);
        if (matchers.length > 0) setTimeout(() => refresh(matchers), later.delayMs);
      }
      return result;
    },
  ) as ApiMutation<Arg, Result>;
}

type NamedRoute = AnyRoute & { name: RouteName };

/** How a write route is called for an argument, and what it changes. */
export interface RouteMutationSpec<R extends NamedRoute, Arg> {
  /** The call's path parameters and body for `arg`. */
  call: (arg: Arg) => CallOptions<R>;
  /** The reads the call changes: revalidated as soon as it succeeds. */
  revalidate?: (arg: Arg, result: AnswerOf<R>) => KeyMatcher[];
  /** Reads revalidated a while after success (see MutationSpec). */
  later?: MutationSpec<Arg, AnswerOf<R>>['later'];
}

/** A write of the route table: its call (with an Idempotency-Key) and its hook. */
export interface RouteMutation<Arg, Result> {
  /** Calls the route for `arg`; `control` may carry the submit's key (the hook's does). */
  run: (client: ApiClient, arg: Arg, control?: CallControl) => Promise<Result>;
  /** The hook: `trigger(arg)` runs the call with one key per submit, then revalidates. */
  use: () => ApiMutation<Arg, Result>;
}

/**
 * The write path of the client, written once, as `queryRead` and `recordRead` are
 * for reads: a route of the table, how an argument becomes its path id and body, and the
 * reads it changes give the call and its hook. The client adds the Idempotency-Key and the
 * retries; the hook keeps a failed submit's key for its retry.
 */
export function routeMutation<R extends NamedRoute, Arg>(
  route: R,
  spec: RouteMutationSpec<R, Arg>,
): RouteMutation<Arg, AnswerOf<R>> {
  const run = (client: ApiClient, arg: Arg, control: CallControl = {}) =>
    client.call(route, { ...spec.call(arg), ...control } as RawCallOptions);
  return {
    run,
    use: () =>
      useApiMutation({ name: route.name, run, revalidate: spec.revalidate, later: spec.later }),
  };
}

// The parts of a write under their usual names (`useGuestCancel = hookOf(guestCancelWrite)`,
// read.ts's hookOf; `guestCancel = runOf(…)`). Calls marked pure: a screen keeps only the
// writes it uses.
export const runOf = <T extends { run: unknown }>(write: T): T['run'] => write.run;
