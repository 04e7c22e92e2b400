import { useState } from 'react';
import { isApiError, usePriceFlexibility, usePublication } from '@backoffice/api';
import type { PublicationAction } from '@backoffice/api';
import {
  OFFICE_ACTION_LABELS,
  OFFICE_ACTION_REASONS,
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

/** The menu's items for an office: each action of operations §4, disabled with its reason. */
export function officeMenuItems(office: OfficeListItem): ActionMenuItem<RowAction>[] {
  const allowed = officeActions(office);
  const item = (
    id: RowAction,
    label: string,
    isAllowed: boolean,
    reason: string,
  ): ActionMenuItem<RowAction> => ({
    id,
    label,
    isDisabled: !isAllowed,
    description: isAllowed ? undefined : reason,
  });
  const flexibility = office.priceFlexibility ? 'on' : 'off';
  return [
    { id: 'edit', label: OFFICE_ACTION_LABELS.edit, description: 'Opens the host dashboard' },
    item('publish', OFFICE_ACTION_LABELS.publish, allowed.publish, OFFICE_ACTION_REASONS.publish),
    item(
      'publishOffMarket',
      OFFICE_ACTION_LABELS.publishOffMarket,
      allowed.publishOffMarket,
      OFFICE_ACTION_REASONS.publishOffMarket,
    ),
    item(
      'unpublish',
      OFFICE_ACTION_LABELS.unpublish,
      allowed.unpublish,
      OFFICE_ACTION_REASONS.unpublish,
    ),
    item(
      'reject',
      OFFICE_ACTION_LABELS.rejectVersion,
      allowed.rejectVersion,
      OFFICE_ACTION_REASONS.rejectVersion,
    ),
    { id: 'seo', label: seoDescriptionActionLabel(office) },
    {
      ...item(
        'priceFlexibility',
        OFFICE_ACTION_LABELS.togglePriceFlexibility,
        allowed.togglePriceFlexibility,
        OFFICE_ACTION_REASONS.togglePriceFlexibility,
      ),
      ...(allowed.togglePriceFlexibility ? { description: `Now ${flexibility}` } : {}),
    },
  ];
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
