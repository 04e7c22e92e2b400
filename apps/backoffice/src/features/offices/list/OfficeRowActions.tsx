import { useState } from 'react';
import { isApiError, usePriceFlexibility, usePublication } from '@backoffice/api';
import type { PublicationAction } from '@backoffice/api';
import {
  OFFICE_ACTION_LABELS,
  PUBLISH_OFF_MARKET_CONFIRMATION,
  TOASTS,
  officeActions,
  priceFlexibilityFailed,
  seoDescriptionActionLabel,
} from '@backoffice/domain';
import type { OfficeListItem } from '@backoffice/domain';
import { ActionMenu, AlertDialog } from '@backoffice/ui';
import type { ActionMenuItem } from '@backoffice/ui';
import { useNotify } from '../../../shared/notify';
import { hostDashboardUrl } from '../../../settings';
import { SeoDescriptionModal } from './SeoDescriptionModal';

type RowAction = 'edit' | PublicationAction | 'seo' | 'priceFlexibility';

/**
 * The menu's items for an office: each action of operations §4 only when its rule allows it
 * (an unavailable one is absent: a disabled item's reason, drawn under it, would not be part
 * of its accessible name, which axe refuses).
 */
export function officeMenuItems(office: OfficeListItem): ActionMenuItem<RowAction>[] {
  const allowed = officeActions(office);
  const items: (ActionMenuItem<RowAction> | false)[] = [
    { id: 'edit', label: OFFICE_ACTION_LABELS.edit },
    allowed.publish && { id: 'publish', label: OFFICE_ACTION_LABELS.publish },
    allowed.publishOffMarket && {
      id: 'publishOffMarket',
      label: OFFICE_ACTION_LABELS.publishOffMarket,
    },
    allowed.unpublish && { id: 'unpublish', label: OFFICE_ACTION_LABELS.unpublish },
    allowed.rejectVersion && { id: 'reject', label: OFFICE_ACTION_LABELS.rejectVersion },
    { id: 'seo', label: seoDescriptionActionLabel(office) },
    allowed.togglePriceFlexibility && {
      id: 'priceFlexibility',
      label: OFFICE_ACTION_LABELS.togglePriceFlexibility,
    },
  ];
  return items.filter((item): item is ActionMenuItem<RowAction> => item !== false);
}

/**
 * The actions menu of an office's row: Edit opens the host dashboard in a new tab; the
 * publication actions call the server (Publish asks first when the office was off market);
 * the SEO description opens its modal; price flexibility toggles when the office has a
 * minimum capacity. Each shows the spec's toast, and the list refreshes.
 */
export function OfficeRowActions({ office }: { office: OfficeListItem }) {
  const notify = useNotify();
  const publication = usePublication();
  const flexibility = usePriceFlexibility();
  const [confirming, setConfirming] = useState(false);
  const [seoOpen, setSeoOpen] = useState(false);

  const publish = (action: PublicationAction) =>
    publication.trigger({ officeId: office.id, action }).then(
      () => notify.show(TOASTS.publicationUpdated),
      () => notify.show(TOASTS.somethingWentWrong),
    );

  const toggleFlexibility = () =>
    flexibility.trigger({ officeId: office.id, priceFlexibility: !office.priceFlexibility }).then(
      (answer) =>
        notify.show(
          answer.success ? TOASTS.priceFlexibilityUpdated : priceFlexibilityFailed(answer.errors),
        ),
      (error: unknown) =>
        notify.show(
          priceFlexibilityFailed(
            isApiError(error) ? (error.description ?? error.message) : String(error),
          ),
        ),
    );

  const onAction = (id: RowAction) => {
    switch (id) {
      case 'edit':
        window.open(hostDashboardUrl(office.id), '_blank', 'noopener,noreferrer');
        return;
      case 'publish':
        if (officeActions(office).publishNeedsConfirmation) setConfirming(true);
        else void publish('publish');
        return;
      case 'seo':
        setSeoOpen(true);
        return;
      case 'priceFlexibility':
        void toggleFlexibility();
        return;
      default:
        void publish(id);
    }
  };

  return (
    <>
      <ActionMenu<RowAction>
        label={`Actions for office ${office.id}`}
        items={officeMenuItems(office)}
        onAction={onAction}
      />
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Publish office ${office.id}?`}
        confirmLabel="Publish"
        onConfirm={() => publish('publish')}
      >
        {PUBLISH_OFF_MARKET_CONFIRMATION}
      </AlertDialog>
      {seoOpen ? <SeoDescriptionModal office={office} onClose={() => setSeoOpen(false)} /> : null}
    </>
  );
}
