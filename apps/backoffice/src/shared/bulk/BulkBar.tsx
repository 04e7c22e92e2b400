import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { runBulk, useApiClient } from '@backoffice/api';
import type { ApiClient } from '@backoffice/api';
import {
  BULK_ACTIONS,
  BULK_MAX_ITEMS,
  countOf,
  type BulkActionKey,
  type BulkOutcome,
} from '@backoffice/domain';
import { BulkProgress, BulkSummary, Button, ConfirmButton, SelectionBar } from '@backoffice/ui';
import { useCan } from '../permissions';
import type { BulkAction, BulkOptions } from './bulkTypes';

export interface BulkBarProps extends BulkOptions {
  selected: ReadonlySet<number>;
  onSelectedChange: (keys: Set<number>) => void;
  /** How many match the filters (all pages); undefined: unknown (no "Select all"). */
  matchingCount?: number;
  /** Every matching id (a list's `format=ids`, the board's own answer). */
  selectAll?: (client: ApiClient) => Promise<number[]>;
  /** An item's name in the summary ("User 12", "Request #1542"). */
  labelOf: (id: number) => string;
  /** Actions of the screen's own, first (Assign to… and its menu), given the run to start. */
  extraActions?: (run: (action: BulkAction) => void, isBusy: boolean) => ReactNode;
}

interface Run {
  action: BulkAction;
  items: number[];
  settled: number;
  /** Set once the run ends. */
  outcomes?: BulkOutcome<number>[];
  keys?: Map<number, string>;
  stop: AbortController;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A selection's bar: how many are selected, "Select all N matching", the actions;
 * while an action runs, its progress (Stop sends nothing more); then the summary of what was
 * done and what was refused, each with the server's reason, and "Retry the N refused" (each
 * item with its key: one whose first answer was lost is not done twice). Each item is one
 * write of the single action's call, four at a time.
 */
export function BulkBar({
  noun,
  actions,
  selected,
  onSelectedChange,
  matchingCount,
  selectAll,
  labelOf,
  extraActions,
}: BulkBarProps) {
  const client = useApiClient();
  const can = useCan('write');
  const [run, setRun] = useState<Run | null>(null);
  const [selecting, setSelecting] = useState<string | null>(null);
  const busy = run !== null && run.outcomes === undefined;
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
      run?.stop.abort();
    },
    // Stopped when the screen goes: what was not sent is not sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // A double click is one run: the second press comes before the bar has re-rendered.
  const running = useRef(false);
  const start = (action: BulkAction, items: number[], keys?: Map<number, string>) => {
    if (running.current || items.length === 0) return;
    running.current = true;
    const stop = new AbortController();
    const current: Run = { action, items, settled: 0, stop };
    setRun(current);
    void runBulk({
      items,
      keys,
      signal: stop.signal,
      act: (id, control) => action.act(client, id, control),
      onProgress: (settled) => {
        if (alive.current) setRun((r) => (r === null || r.stop !== stop ? r : { ...r, settled }));
      },
    }).then((result) => {
      running.current = false;
      if (!alive.current) return;
      setRun((r) =>
        r === null || r.stop !== stop ? r : { ...r, outcomes: result.outcomes, keys: result.keys },
      );
      // What is left selected is what was not done: the refused, and what Stop kept back.
      const done = new Set(result.outcomes.filter((o) => o.ok).map((o) => o.key));
      onSelectedChange(new Set(items.filter((id) => !done.has(id))));
    });
  };

  if (run?.outcomes) {
    const refused = run.outcomes.filter(
      (o): o is Extract<BulkOutcome<number>, { ok: false }> => !o.ok,
    );
    return (
      <BulkSummary
        done={run.outcomes.length - refused.length}
        refused={refused.map((o) => ({ key: o.key, label: labelOf(o.key), reason: o.reason }))}
        noun={noun}
        onRetry={
          refused.length
            ? () =>
                start(
                  run.action,
                  refused.map((o) => o.key),
                  run.keys,
                )
            : undefined
        }
        onClose={() => {
          setRun(null);
          onSelectedChange(new Set());
        }}
      />
    );
  }
  if (run) {
    return (
      <BulkProgress
        done={run.settled}
        total={run.items.length}
        label={BULK_ACTIONS[run.action.key].running}
        onStop={() => run.stop.abort()}
      />
    );
  }
  if (selected.size === 0) return null;

  const items = [...selected];
  const button = (action: BulkAction) => {
    const label = BULK_ACTIONS[action.key as BulkActionKey].label;
    return action.confirm ? (
      <ConfirmButton
        key={action.key}
        subject={countOf(selected.size, noun)}
        onConfirm={() => start(action, items)}
      >
        {label}
      </ConfirmButton>
    ) : (
      <Button key={action.key} variant="secondary" onPress={() => start(action, items)}>
        {label}
      </Button>
    );
  };

  return (
    <>
      <SelectionBar
        count={selected.size}
        noun={noun}
        matchingCount={matchingCount}
        allMatchingSelected={matchingCount !== undefined && selected.size >= matchingCount}
        maxMatching={BULK_MAX_ITEMS}
        onSelectAllMatching={
          selectAll
            ? () => {
                setSelecting(null);
                selectAll(client).then(
                  (ids) => onSelectedChange(new Set(ids)),
                  (error: unknown) =>
                    setSelecting(
                      error instanceof Error && error.message
                        ? error.message
                        : 'The matching items could not be selected.',
                    ),
                );
              }
            : undefined
        }
        onClear={() => onSelectedChange(new Set())}
        isBusy={busy}
      >
        {can.allowed ? (
          <>
            {extraActions?.((action) => start(action, items), busy)}
            {actions.map(button)}
          </>
        ) : (
          <span>{can.reason}</span>
        )}
      </SelectionBar>
      {selecting ? <p role="alert">{capital(selecting)}</p> : null}
    </>
  );
}

export default BulkBar;
