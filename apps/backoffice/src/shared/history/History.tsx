import { useId, useState } from 'react';
import type { HistoryEntityKind } from '@backoffice/api';
import { Button, Card } from '@backoffice/ui';
import { intentComponent } from '@/shared/intentComponent';
import { onIntent } from '@/shared/onIntent';

// The list's code (the entries' sentences, the pagination, the states) loads on intent: a
// pointer over or focus on "Show the history", at the latest its press. A record's history is
// read now and then, so a detail screen downloads the card alone; one that cannot load (the
// server away) says so in a toast and the card stays folded, so that pressing again tries again.
const panel = onIntent(() => import('./HistoryPanel'));
const HistoryPanel = intentComponent(panel, (m) => m.HistoryPanel);

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
 * The screens load the card lazily, just after their first paint (it is their last part), and
 * the list's code when it is wanted.
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
          onHoverStart={panel.preload}
          onFocus={panel.preload}
        >
          {shown ? 'Hide the history' : 'Show the history'}
        </Button>
      }
    >
      {shown ? (
        <div id={panelId}>
          <HistoryPanel
            key={`${kind}-${id}`}
            kind={kind}
            id={id}
            onLoadFailed={() => setShown(false)}
          />
        </div>
      ) : null}
    </Card>
  );
}
