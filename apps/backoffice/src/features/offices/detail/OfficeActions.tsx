import { useRef } from 'react';
import type { PublicationAction } from '@backoffice/api';
import {
  OFFICE_ACTION_LABELS,
  officeStatusLabel,
  publicationStateLabel,
  publishRefusal,
  rejectVersionRefusal,
  unpublishRefusal,
} from '@backoffice/domain';
import type { Office } from '@backoffice/domain';
import { Button, Card, DescriptionList } from '@backoffice/ui';
import { useCan } from '@/shared/permissions';
import { BestDealSwitch, PriceFlexibilitySwitch, RankSelect } from '../actions/OfficeControls';
import { useOfficePublication } from '../actions/publication';
import { useShownChanges } from '../actions/shown';
import * as styles from './OfficeDetailScreen.css';

/** The four publication buttons, in the list menu's order, each with the rule that allows it. */
const PUBLICATION_BUTTONS: readonly {
  action: PublicationAction;
  label: string;
  /** Why operations §4 does not allow it now; null: it does. */
  refusal: (office: Office) => string | null;
}[] = [
  { action: 'publish', label: OFFICE_ACTION_LABELS.publish, refusal: (o) => publishRefusal(o) },
  {
    action: 'publishOffMarket',
    label: OFFICE_ACTION_LABELS.publishOffMarket,
    refusal: (o) => publishRefusal(o, true),
  },
  { action: 'unpublish', label: OFFICE_ACTION_LABELS.unpublish, refusal: unpublishRefusal },
  { action: 'reject', label: OFFICE_ACTION_LABELS.rejectVersion, refusal: rejectVersionRefusal },
];

/**
 * The office's actions on its own page, the offices list's own (operations §4), with the
 * same rules, questions, toasts and refresh (features/offices/actions): its publication state
 * and status in words; Publish, Publish off market, Unpublish and Reject version, each one
 * that its rule does not allow now kept in place, focusable, with the rule's words as its
 * reason (so that focus stays on a button the action has just made unavailable); the rank
 * (None, 1 to 5), the best-deal and price-flexibility switches, each state in words.
 */
export function OfficeActions({ office }: { office: Office }) {
  const { shown, show } = useShownChanges(office);
  // Each button as it is drawn now: the one pressed keeps focus when the action redraws it.
  const buttons = useRef(new Map<PublicationAction, HTMLButtonElement>());
  const publication = useOfficePublication(office, {
    focusAfter: (action) => buttons.current.get(action),
  });
  const edit = useCan('write');
  const changes = shown[office.id];
  return (
    <Card title="Actions">
      <div className={styles.actions}>
        <div className={styles.actionRow}>
          <div className={styles.stateWords}>
            <DescriptionList
              layout="stacked"
              items={[
                {
                  term: 'Publication state',
                  description: publicationStateLabel(office.publicationState),
                },
                { term: 'Status', description: officeStatusLabel(office.status) },
              ]}
            />
          </div>
          <div role="group" aria-label="Publication" className={styles.buttons}>
            {PUBLICATION_BUTTONS.map(({ action, label, refusal }) => (
              <Button
                key={action}
                ref={(element: HTMLButtonElement | null) => {
                  if (element) buttons.current.set(action, element);
                }}
                variant={action === 'unpublish' || action === 'reject' ? 'critical' : 'secondary'}
                isPending={publication.pending === action}
                disabledReason={edit.reason ?? refusal(office)}
                onPress={() => publication.run(action)}
                // The question Publish or Unpublish may ask loads as a pointer or focus nears.
                onHoverStart={publication.preload}
                onFocus={publication.preload}
              >
                {label}
              </Button>
            ))}
          </div>
        </div>
        <div className={styles.actionRow}>
          <div className={styles.rank}>
            <RankSelect office={office} shown={changes} show={show} place="detail" />
          </div>
          <BestDealSwitch office={office} shown={changes} show={show} place="detail" />
          <PriceFlexibilitySwitch office={office} shown={changes} show={show} />
        </div>
      </div>
      {publication.dialog}
    </Card>
  );
}

export default OfficeActions;
