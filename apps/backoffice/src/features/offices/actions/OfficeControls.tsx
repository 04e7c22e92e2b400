import { useBestDeal, useOfficeRank } from '@backoffice/api';
import {
  NO_RANK_LABEL,
  OFFICE_RANKS,
  TOASTS,
  bestDealToast,
  priceFlexibilityRefusal,
  rankUpdatedToast,
} from '@backoffice/domain';
import type { Office, Toast } from '@backoffice/domain';
import { Select, Switch } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import type { Notify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { failureToast } from '@/shared/refusal';
import type { ActionOffice } from './publication';
import { usePriceFlexibilityToggle } from './publication';
import { shownValue } from './shown';
import type { ShowChange, Shown } from './shown';
import * as styles from './OfficeControls.css';

/**
 * Where a control is drawn: in an offices list row (its label hidden, naming the office:
 * 'Rank of office 42'; a small select), or on the office's own page (its label shown, 'Rank',
 * and a switch's state in words beside it).
 */
export type ControlPlace = 'row' | 'detail';

export interface OfficeControlProps<O> {
  office: O;
  /** What is shown for this office before the server answers. */
  shown: Shown | undefined;
  /** Shows a change at once (or, with null, drops it: the server's value shows again). */
  show: ShowChange;
  /** @default 'row' */
  place?: ControlPlace;
}

/** The rank select's value for no rank: "None" is a choice like the five ranks. */
const NONE = 'none';

/** The rank select's choices: None, then 1 to 5. */
export const RANK_OPTIONS = [
  { id: NONE, label: NO_RANK_LABEL },
  ...OFFICE_RANKS.map((rank) => ({ id: String(rank), label: String(rank) })),
];

/**
 * Shows `change` of office `id` at once, then `send`s it: accepted, the change is settled and
 * `toast` said; refused, it is dropped (the old value shows again) with the refusal's words.
 */
function showWhileSent(
  show: ShowChange,
  notify: Notify,
  id: number,
  change: Shown,
  toast: Toast,
  send: () => Promise<unknown>,
) {
  show(id, { ...change, settled: false });
  send().then(
    () => {
      show(id, { settled: true });
      notify.show(toast);
    },
    (error: unknown) => {
      show(id, null);
      notify.show(failureToast(error, TOASTS.somethingWentWrong));
    },
  );
}

/** A switch's state in words beside it, on the office's page (colour is never the only cue). */
function StateWord({ on, applies = true }: { on: boolean; applies?: boolean }) {
  // The switch itself tells assistive technology its state (and, through its description,
  // why it cannot change): the word is for the eye.
  return (
    <span className={styles.stateWord} aria-hidden="true">
      {!applies ? 'Does not apply' : on ? 'On' : 'Off'}
    </span>
  );
}

/**
 * The best-deal switch: the new value shows at once; the server's answer shows the spec's
 * toast, and a refusal puts the old value back ('Something went wrong', or the server's words).
 */
export function BestDealSwitch({
  office,
  shown,
  show,
  place = 'row',
}: OfficeControlProps<Pick<Office, 'id' | 'isBestDeal'>>) {
  const notify = useNotify();
  const { trigger } = useBestDeal();
  const edit = useCan('write');
  const value = shownValue(shown, 'isBestDeal', office.isBestDeal);
  const control = (
    <Switch
      label={place === 'row' ? `Best deal for office ${office.id}` : 'Best deal'}
      hideLabel={place === 'row'}
      disabledReason={edit.reason}
      isSelected={value}
      onChange={(isBestDeal) => {
        showWhileSent(show, notify, office.id, { isBestDeal }, bestDealToast(isBestDeal), () =>
          trigger({ officeId: office.id, isBestDeal }),
        );
      }}
    />
  );
  if (place === 'row') return control;
  return (
    <span className={styles.switchLine}>
      {control}
      <StateWord on={value} />
    </span>
  );
}

/**
 * The rank select (None, 1 to 5), saved at once like the best deal: the new value shows at
 * once, a refusal puts the old one back with 'Something went wrong'. "None" sends no rank
 * (`rank: null`).
 *
 * Its success toast is its own ('Rank updated: office 1204 is now rank 3', '… has no rank',
 * the domain's `rankUpdatedToast`): the spec names none for the rank, and 'Publication state
 * updated' is the publication calls' (operations §7), which told a CSM the wrong thing.
 */
export function RankSelect({
  office,
  shown,
  show,
  place = 'row',
}: OfficeControlProps<Pick<Office, 'id' | 'rank'>>) {
  const notify = useNotify();
  const { trigger } = useOfficeRank();
  const edit = useCan('write');
  const value = shownValue(shown, 'rank', office.rank);
  return (
    <Select<string>
      label={place === 'row' ? `Rank of office ${office.id}` : 'Rank'}
      hideLabel={place === 'row'}
      size={place === 'row' ? 'sm' : 'md'}
      placeholder={NO_RANK_LABEL}
      disabledReason={edit.reason}
      options={RANK_OPTIONS}
      value={value === null ? NONE : String(value)}
      onChange={(id) => {
        if (id === null) return;
        const rank = id === NONE ? null : Number(id);
        if (rank === value) return;
        showWhileSent(show, notify, office.id, { rank }, rankUpdatedToast(office.id, rank), () =>
          trigger({ officeId: office.id, rank }),
        );
      }}
    />
  );
}

/**
 * The price-flexibility switch of the office's page (the list offers it in its row menu):
 * read-only with the rule's reason when the office has no minimum capacity (operations §4);
 * the new value shows at once, and a refusal puts the old one back with the spec's
 * 'Failed to update price flexibility: ' and the errors.
 */
export function PriceFlexibilitySwitch({
  office,
  shown,
  show,
}: Omit<OfficeControlProps<ActionOffice>, 'place'>) {
  const toggle = usePriceFlexibilityToggle();
  const edit = useCan('write');
  const value = shownValue(shown, 'priceFlexibility', office.priceFlexibility);
  const refusal = priceFlexibilityRefusal(office);
  return (
    <span className={styles.switchLine}>
      <Switch
        label="Price flexibility"
        disabledReason={edit.reason ?? refusal}
        isSelected={value}
        onChange={(priceFlexibility) => {
          show(office.id, { priceFlexibility, settled: false });
          void toggle(office, priceFlexibility).then((saved) =>
            show(office.id, saved ? { settled: true } : null),
          );
        }}
      />
      <StateWord on={value} applies={refusal === null} />
    </span>
  );
}
