import { useBestDeal, useOfficeRank } from '@backoffice/api';
import { OFFICE_RANKS, TOASTS, bestDealToast, rankUpdatedToast } from '@backoffice/domain';
import type { OfficeListItem } from '@backoffice/domain';
import { Select, Switch } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { failureToast } from '@/shared/refusal';

export { OfficeRowActions } from './OfficeRowActions';
export { SeoModalHost } from './SeoModalHost';

/** A change shown before the server answers; dropped when refused or once the rows agree. */
export interface Shown {
  isBestDeal?: boolean;
  rank?: number;
  /** The server accepted it: the next rows carry it. */
  settled?: boolean;
}

export interface RowControlProps {
  office: OfficeListItem;
  /** What is shown for this office before the server answers. */
  shown: Shown | undefined;
  /** Shows a change at once (or, with null, drops it: the server's value shows again). */
  show: (id: number, change: Shown | null) => void;
}

const RANK_OPTIONS = OFFICE_RANKS.map((rank) => ({ id: String(rank), label: String(rank) }));

/**
 * The best-deal switch of a row: the new value shows at once; the server's answer shows the
 * spec's toast, and a refusal puts the old value back ('Something went wrong').
 */
export function BestDealSwitch({ office, shown, show }: RowControlProps) {
  const notify = useNotify();
  const { trigger } = useBestDeal();
  const edit = useCan('write');
  return (
    <Switch
      label={`Best deal for office ${office.id}`}
      hideLabel
      disabledReason={edit.reason}
      isSelected={shown?.isBestDeal ?? office.isBestDeal}
      onChange={(isBestDeal) => {
        show(office.id, { isBestDeal, settled: false });
        trigger({ officeId: office.id, isBestDeal }).then(
          () => {
            show(office.id, { settled: true });
            notify.show(bestDealToast(isBestDeal));
          },
          (error: unknown) => {
            show(office.id, null);
            notify.show(failureToast(error, TOASTS.somethingWentWrong));
          },
        );
      }}
    />
  );
}

/**
 * The rank select of a row (1 to 5), saved at once like the best deal: the new value shows at
 * once, a refusal puts the old one back with 'Something went wrong'.
 *
 * Its success toast is its own ('Rank updated: office 1204 is now rank 3', the domain's
 * `rankUpdatedToast`): the spec names none for the rank, and 'Publication state updated' is
 * the publication calls' (operations §7), which told a CSM the wrong thing.
 */
export function RankSelect({ office, shown, show }: RowControlProps) {
  const notify = useNotify();
  const { trigger } = useOfficeRank();
  const edit = useCan('write');
  const value = shown?.rank ?? office.rank;
  return (
    <Select<string>
      label={`Rank of office ${office.id}`}
      hideLabel
      size="sm"
      placeholder="None"
      disabledReason={edit.reason}
      options={RANK_OPTIONS}
      value={value === null ? null : String(value)}
      onChange={(id) => {
        if (id === null || Number(id) === value) return;
        const rank = Number(id);
        show(office.id, { rank, settled: false });
        trigger({ officeId: office.id, rank }).then(
          () => {
            show(office.id, { settled: true });
            notify.show(rankUpdatedToast(office.id, rank));
          },
          (error: unknown) => {
            show(office.id, null);
            notify.show(failureToast(error, TOASTS.somethingWentWrong));
          },
        );
      }}
    />
  );
}
