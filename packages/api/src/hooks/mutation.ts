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
  /** The reads the call changes: revalidated after it succeeds. */
  revalidate?: (arg: Arg, result: Result) => KeyMatcher[];
  /** Revalidate this long after success (the user list waits 1000 ms), in ms. */
  revalidateDelayMs?: number;
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
      const matchers = spec.revalidate?.(arg, result) ?? [];
      if (matchers.length > 0) {
        const refresh = () => {
          for (const matcher of matchers) void mutate(matcher);
        };
        if (spec.revalidateDelayMs) setTimeout(refresh, spec.revalidateDelayMs);
        else refresh();
      }
      return result;
    },
  ) as ApiMutation<Arg, Result>;
}
