import { lazy, Suspense } from 'react';
import { routes, useTeam } from '@backoffice/api';
import type { ApiClient, CallControl } from '@backoffice/api';
import { BULK_NOUNS, TEAM_WORDS } from '@backoffice/domain';
import { ActionMenu } from '@backoffice/ui';
import type { BulkAction } from '@/shared/bulk/bulkTypes';

const BulkBar = lazy(() => import('@/shared/bulk/BulkBar'));

export interface BoardBulkProps {
  selected: ReadonlySet<number>;
  onSelectedChange: (keys: Set<number>) => void;
  /** Every request the board's filters match (all columns, all cards). */
  total: number;
  /** Every matching request's id and owner, read from the board's own call. */
  selectAll: (client: ApiClient) => Promise<number[]>;
  /** The owner each selected request had when it was last seen (sent as the one expected). */
  ownerOf: (id: number) => number | null;
  labelOf: (id: number) => string;
}

/**
 * The board's work in bulk: assign the selected requests to someone of the team,
 * or unassign them; each request one call of the single assignment, with the owner its card
 * showed as the one expected (a request whose owner changed since is refused, naming who
 * changed it), its own key and history row, and the new owner notified once per request.
 */
export default function BoardBulk({ ownerOf, ...props }: BoardBulkProps) {
  const team = useTeam();
  const assignTo = (assigneeId: number | null): BulkAction => ({
    key: assigneeId === null ? 'unassign' : 'assign',
    act: (client: ApiClient, id: number, control: CallControl) =>
      client.call(routes.assignRequest, {
        params: { id },
        body: { assigneeId, expectedAssigneeId: ownerOf(id) },
        ...control,
      }),
  });
  const staff = team.data?.staff ?? [];
  return (
    <Suspense fallback={null}>
      <BulkBar
        {...props}
        matchingCount={props.total}
        noun={BULK_NOUNS.request}
        actions={[assignTo(null)]}
        extraActions={(run, isBusy) => (
          <ActionMenu
            label={TEAM_WORDS.assignTo}
            triggerText={TEAM_WORDS.assignTo}
            variant="secondary"
            isDisabled={isBusy || staff.length === 0}
            items={staff.map((person) => ({ id: String(person.id), label: person.name }))}
            onAction={(id) => run(assignTo(Number(id)))}
          />
        )}
      />
    </Suspense>
  );
}
