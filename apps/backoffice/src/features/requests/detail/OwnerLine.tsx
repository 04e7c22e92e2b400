import { useLayoutEffect, useRef, useState } from 'react';
import { TEAM_WORDS, ownerLabel } from '@backoffice/domain';
import type { ContactRequest } from '@backoffice/domain';
import { Button } from '@backoffice/ui';
import { useSignedInUser } from '@/features/session';
import { useCan } from '@/shared/permissions';
import { LazyAssignDialog } from '../owner/LazyAssignDialog';
import { OwnerBadge } from '../owner/OwnerBadge';
import { ALREADY_MINE, OWNED_BY_NOBODY, isMine, lastChangeText } from '../owner/ownerText';
import { useOwnerActions } from '../owner/useOwnerActions';
import * as styles from './DetailScreen.css';

type Pressed = 'take' | 'unassign' | 'assign';

/**
 * Keeps focus on one of the buttons when the owner changes under it: a button that becomes
 * disabled with a reason (or no longer is) is drawn anew, and focus would fall to the page.
 * Gives it back to the same button, only when the focused one was removed.
 */
function useFocusKept() {
  const refs = {
    take: useRef<HTMLButtonElement>(null),
    assign: useRef<HTMLButtonElement>(null),
    unassign: useRef<HTMLButtonElement>(null),
  };
  const focused = useRef<{ which: Pressed; element: Element } | null>(null);
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || was.element.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const button = refs[was.which].current;
    if (button) {
      focused.current = { which: was.which, element: button };
      button.focus();
    }
  });
  const track = (which: Pressed) => ({
    ref: refs[which],
    onFocus: (event: { target: Element }) => {
      focused.current = { which, element: event.target };
    },
  });
  return track;
}

/**
 * The request's owner beside its state: "Owner: Léa Bernard" (or Nobody), Take, Assign to…
 * and Unassign, and the last change in one line ("Assigned by Léa Bernard, 29/11/2026
 * 10:02"). The three buttons always stand, so that focus never falls to the page when the
 * owner changes: one that does not apply now (Take on my own request, Unassign on nobody's,
 * any for a Viewer) is disabled with its reason, still focusable.
 */
export function OwnerLine({ request }: { request: ContactRequest }) {
  const me = useSignedInUser();
  const owner = useOwnerActions(me);
  const edit = useCan('write');
  const [assigning, setAssigning] = useState(false);
  const [pressed, setPressed] = useState<Pressed | null>(null);
  const { assignee } = request.assignment;
  const shown = { id: request.id, assignee };
  const pending = owner.isPending(request.id);
  const lastChange = lastChangeText(request.assignment);
  const track = useFocusKept();

  const run = (which: Exclude<Pressed, 'assign'>) => {
    setPressed(which);
    void (which === 'take' ? owner.take(shown) : owner.unassign(shown));
  };

  return (
    <div className={styles.owner}>
      <span className={styles.ownerName}>
        <OwnerBadge assignee={assignee} decorative />
        <span>{ownerLabel(assignee)}</span>
      </span>
      <span className={styles.ownerActions}>
        <Button
          {...track('take')}
          size="sm"
          disabledReason={edit.reason ?? (isMine(assignee, me) ? ALREADY_MINE : null)}
          isPending={pending && pressed === 'take'}
          onPress={() => run('take')}
        >
          {TEAM_WORDS.take}
        </Button>
        <Button
          {...track('assign')}
          size="sm"
          disabledReason={edit.reason}
          isPending={pending && pressed === 'assign'}
          onPress={() => {
            setPressed('assign');
            setAssigning(true);
          }}
        >
          {TEAM_WORDS.assignTo}
        </Button>
        <Button
          {...track('unassign')}
          size="sm"
          disabledReason={edit.reason ?? (assignee ? null : OWNED_BY_NOBODY)}
          isPending={pending && pressed === 'unassign'}
          onPress={() => run('unassign')}
        >
          {TEAM_WORDS.unassign}
        </Button>
      </span>
      {lastChange ? <span className={styles.lastChange}>{lastChange}</span> : null}
      {assigning ? (
        <LazyAssignDialog request={shown} owner={owner} onClose={() => setAssigning(false)} />
      ) : null}
    </div>
  );
}
