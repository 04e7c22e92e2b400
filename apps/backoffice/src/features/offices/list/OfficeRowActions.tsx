import { useState } from 'react';
import { isApiError, usePriceFlexibility, usePublication } from '@backoffice/api';
import type { PublicationAction } from '@backoffice/api';
import {
  OFFICE_ACTION_LABELS,
  PUBLISH_OFF_MARKET_CONFIRMATION,
  REJECT_VERSION_CONFIRMATION,
  TOASTS,
  UNPUBLISH_CONFIRMATION,
  officeActions,
  priceFlexibilityFailed,
  priceFlexibilityActionLabel,
  seoDescriptionActionLabel,
} from '@backoffice/domain';
import type { OfficeListItem } from '@backoffice/domain';
import { ActionMenu, AlertDialog } from '@backoffice/ui';
import type { ActionMenuItem } from '@backoffice/ui';
import { useNotify } from '../../../shared/notify';
import { hostDashboardUrl } from '../../../settings';
import { openSeoModal } from './SeoModalHost';

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
  return items.filter((item): item is ActionMenuItem<RowAction> => item !== false);
}

/** The publication actions that ask first, and what they ask. */
type Question = { action: PublicationAction; title: string; text: string; destructive: boolean };

function questionOf(office: OfficeListItem, action: PublicationAction): Question | null {
  switch (action) {
    case 'publish':
      return officeActions(office).publishNeedsConfirmation
        ? {
            action,
            title: `Publish office ${office.id}?`,
            text: PUBLISH_OFF_MARKET_CONFIRMATION,
            destructive: false,
          }
        : null;
    case 'unpublish':
      return {
        action,
        title: `Unpublish office ${office.id}?`,
        text: UNPUBLISH_CONFIRMATION,
        destructive: true,
      };
    case 'reject':
      return {
        action,
        title: `Reject the version of office ${office.id}?`,
        text: REJECT_VERSION_CONFIRMATION,
        destructive: true,
      };
    default:
      return null;
  }
}

const confirmLabels: Record<PublicationAction, string> = {
  publish: OFFICE_ACTION_LABELS.publish,
  publishOffMarket: OFFICE_ACTION_LABELS.publishOffMarket,
  unpublish: OFFICE_ACTION_LABELS.unpublish,
  reject: OFFICE_ACTION_LABELS.rejectVersion,
};

/**
 * The actions menu of an office's row: Edit opens the host dashboard in a new tab; the
 * publication actions call the server (Publish asks first when the office was off market,
 * Unpublish and Reject version always: they take a listing or the host's work away);
 * the SEO description opens its modal; price flexibility toggles when the office has a
 * minimum capacity. Each shows the spec's toast, and the list refreshes.
 */
export function OfficeRowActions({ office }: { office: OfficeListItem }) {
  const notify = useNotify();
  const publication = usePublication();
  const flexibility = usePriceFlexibility();
  // The question stays while the dialog closes, so that its text does not empty midway.
  const [question, setQuestion] = useState<Question | null>(null);
  const [asking, setAsking] = useState(false);

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
      case 'seo':
        openSeoModal(office);
        return;
      case 'priceFlexibility':
        void toggleFlexibility();
        return;
      default: {
        const asked = questionOf(office, id);
        if (asked) {
          setQuestion(asked);
          setAsking(true);
        } else void publish(id);
      }
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
        isOpen={asking}
        onOpenChange={setAsking}
        title={question?.title ?? ''}
        confirmLabel={question ? confirmLabels[question.action] : ''}
        variant={question?.destructive ? 'destructive' : 'default'}
        onConfirm={() => (question ? publish(question.action) : undefined)}
      >
        {question?.text}
      </AlertDialog>
    </>
  );
}
