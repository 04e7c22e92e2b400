import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiClient } from '../client/client';
import type { ApiError } from '../client/errors';
import type { KeyMatcher } from './keys';
import { useApiClient } from './ApiProvider';

export interface MutationSpec<Arg, Result> {
  /** A name for the mutation's own state (two components using it share nothing else). */
  name: string;
  /** The call. */
  run: (client: ApiClient, arg: Arg) => Promise<Result>;
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
  return useSWRMutation(
    ['mutation', spec.name] as const,
    async (_key: readonly ['mutation', string], { arg }: { arg: Arg }) => {
      const result = await spec.run(client, arg);
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
