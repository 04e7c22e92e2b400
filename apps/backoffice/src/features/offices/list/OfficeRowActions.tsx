import type { PublicationAction } from '@backoffice/api';
import {
  OFFICE_ACTION_LABELS,
  officeActions,
  priceFlexibilityActionLabel,
  seoDescriptionActionLabel,
} from '@backoffice/domain';
import type { OfficeListItem } from '@backoffice/domain';
import { ActionMenu } from '@backoffice/ui';
import type { ActionMenuItem } from '@backoffice/ui';
import { useCan } from '@/shared/permissions';
import { hostDashboardUrl } from '@/shared/settings';
import { useOfficePublication, usePriceFlexibilityToggle } from '../actions/publication';
import { openSeoModal } from './SeoModalHost';

type RowAction = 'edit' | PublicationAction | 'seo' | 'priceFlexibility';

/**
 * The menu's items for an office: each action of operations §4 only when its rule allows it
 * (an unavailable one is absent: a disabled item's reason, drawn under it, would not be part
 * of its accessible name, which axe refuses).
 */
export function officeMenuItems(
  office: OfficeListItem,
  /** Why the signed-in person may not change records (a Viewer), or null. */
  writeRefusal: string | null = null,
): ActionMenuItem<RowAction>[] {
  const allowed = officeActions(office);
  const items: (ActionMenuItem<RowAction> | false)[] = [
    { id: 'edit', label: OFFICE_ACTION_LABELS.edit },
    allowed.publish && { id: 'publish', label: OFFICE_ACTION_LABELS.publish },
    allowed.publishOffMarket && {
      id: 'publishOffMarket',
      label: OFFICE_ACTION_LABELS.publishOffMarket,
    },
    allowed.unpublish && {
      id: 'unpublish',
      label: OFFICE_ACTION_LABELS.unpublish,
      tone: 'critical',
    },
    allowed.rejectVersion && {
      id: 'reject',
      label: OFFICE_ACTION_LABELS.rejectVersion,
      tone: 'critical',
    },
    { id: 'seo', label: seoDescriptionActionLabel(office) },
    allowed.togglePriceFlexibility && {
      id: 'priceFlexibility',
      label: priceFlexibilityActionLabel(office.priceFlexibility),
    },
  ];
  // Edit opens the host dashboard (another site) and the SEO description opens its modal (a
  // Viewer reads it there, Save and Generate say why not); every other item writes at once:
  // kept, with the reason, for a role that may not.
  return items
    .filter((item): item is ActionMenuItem<RowAction> => item !== false)
    .map((item) =>
      writeRefusal && item.id !== 'edit' && item.id !== 'seo'
        ? { ...item, disabledReason: writeRefusal }
        : item,
    );
}

/**
 * The actions menu of an office's row: Edit opens the host dashboard in a new tab; the
 * publication actions call the server (Publish asks first when the office was off market,
 * Unpublish and Reject version always: they take a listing or the host's work away);
 * the SEO description opens its modal; price flexibility toggles when the office has a
 * minimum capacity. Each shows the spec's toast, and the list refreshes.
 */
export function OfficeRowActions({ office }: { office: OfficeListItem }) {
  const publication = useOfficePublication(office);
  const toggleFlexibility = usePriceFlexibilityToggle();
  const edit = useCan('write');

  const onAction = (id: RowAction) => {
    switch (id) {
      case 'edit':
        window.open(hostDashboardUrl(office.id), '_blank', 'noopener,noreferrer');
        return;
      case 'seo':
        openSeoModal(office);
        return;
      case 'priceFlexibility':
        void toggleFlexibility(office, !office.priceFlexibility);
        return;
      default:
        publication.run(id);
    }
  };

  return (
    <>
      <ActionMenu<RowAction>
        label={`Actions for office ${office.id}`}
        items={officeMenuItems(office, edit.reason)}
        onAction={onAction}
        // The menu opening is the intent: the question some of its actions ask loads then.
        onOpenChange={(open) => open && publication.preload()}
      />
      {publication.dialog}
    </>
  );
}
