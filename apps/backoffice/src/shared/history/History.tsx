import { useId, useState } from 'react';
import type { HistoryEntityKind } from '@backoffice/api';
import { Button, Card } from '@backoffice/ui';
import { HistoryPanel } from './HistoryPanel';

export interface HistoryProps {
  /** Whose history: a request, an office or a user. */
  kind: HistoryEntityKind;
  id: number;
}

/**
 * "History" on a detail screen: a card whose list is hidden until asked for, so
 * that the record's own parts come first, and hidden again on each visit (nothing
 * remembered); shown, it lists every write made to the record, newest first, and follows live
 * refresh. A card with a show/hide button rather than the design system's Disclosure: the
 * office detail draws a Disclosure itself, and sharing it with this lazy chunk would split it
 * out of that route's first download, past its size budget (bench/70-app.mjs).
 *
 * The screens load it lazily, just after their first paint (it is their last part).
 */
export default function History({ kind, id }: HistoryProps) {
  const [shown, setShown] = useState(false);
  const panelId = useId();
  return (
    <Card
      title="History"
      actions={
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={shown}
          aria-controls={shown ? panelId : undefined}
          onPress={() => setShown((was) => !was)}
        >
          {shown ? 'Hide the history' : 'Show the history'}
        </Button>
      }
    >
      {shown ? (
        <div id={panelId}>
          <HistoryPanel key={`${kind}-${id}`} kind={kind} id={id} />
        </div>
      ) : null}
    </Card>
  );
}
