import { useSeoStatus } from '@backoffice/api';
import {
  seoPublicPath,
  seoStatusChange,
  seoStatusChanged,
  seoStatusLabel,
} from '@backoffice/domain';
import type { SeoLang, SeoLocation } from '@backoffice/domain';
import { Button, ConfirmButton, ExternalLink, StatusTag } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { settings } from '@/shared/settings';
import { visuallyHidden } from '@backoffice/ui/theme';
import * as styles from './Seo.css';

// The cells of a row that are more than text: a chunk of their own, asked for as soon as the
// screen's code runs (it downloads while the rows are asked for), so that the list's first
// paint stays within its budget.

const LANG_NAMES: Record<SeoLang, string> = { fr: 'French', en: 'English' };

/**
 * The French and English public pages, each opening in a new tab (its address shows on hover
 * and is the CSV's text); a missing page says so.
 */
export function SeoLinks({ location }: { location: SeoLocation }) {
  return (
    <ul className={styles.links}>
      {(['fr', 'en'] as const).map((lang) =>
        location.seoPages[lang] ? (
          <li key={lang}>
            <ExternalLink href={seoPublicPath(location, lang, settings.publicSiteUrl)}>
              {LANG_NAMES[lang]} page
              <span className={visuallyHidden}> of {location.displayTitle}</span>
            </ExternalLink>
          </li>
        ) : (
          <li key={lang} className={styles.muted}>
            {`No ${LANG_NAMES[lang]} page`}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * A row's actions: Edit; FAQ edit for the language pages that exist (a FAQ belongs to
 * a page); Activate or Suspend only when the location has both its French and its English
 * page (the status change applies to the two pages together and is skipped when either is
 * missing, people-and-content §4). Edit stays: saving it creates the missing page. The status
 * change asks for the second press (a state change, conventions).
 */
export function SeoRowActions({
  location,
  onEdit,
  onEditFaq,
}: {
  location: SeoLocation;
  onEdit: (location: SeoLocation) => void;
  onEditFaq: (location: SeoLocation) => void;
}) {
  const notify = useNotify();
  const status = useSeoStatus();
  const change = seoStatusChange(location);
  const title = location.displayTitle;
  // Edit and Edit FAQ open their forms (a Viewer reads them there; their Save says why not);
  // Activate and Suspend write at once: disabled for a Viewer, with the reason.
  const edit = useCan('write');
  return (
    <div className={styles.actions}>
      <Button size="sm" aria-label={`Edit ${title}`} onPress={() => onEdit(location)}>
        Edit
      </Button>
      {location.seoPages.fr || location.seoPages.en ? (
        <Button size="sm" aria-label={`Edit FAQ of ${title}`} onPress={() => onEditFaq(location)}>
          Edit FAQ
        </Button>
      ) : null}
      {change ? (
        <ConfirmButton
          size="sm"
          subject={title}
          armedText={
            change.action === 'suspend'
              ? `Suspend the French and English pages of ${title}?`
              : `Activate the French and English pages of ${title}?`
          }
          tone={change.action === 'suspend' ? 'critical' : 'neutral'}
          isPending={status.isMutating}
          disabledReason={edit.reason}
          onConfirm={() =>
            void status.trigger(change).then(
              () => notify.show({ tone: 'success', message: seoStatusChanged(change.action) }),
              (error: unknown) => notify.failure(error),
            )
          }
        >
          {change.action === 'suspend' ? 'Suspend' : 'Activate'}
        </ConfirmButton>
      ) : null}
    </div>
  );
}

const STATUS_TONES = { 0: 'warning', 10: 'success' } as const;

/** The status in words (Suspended or Active); the tag's colour repeats it. */
export function SeoStatusTag({ location }: { location: SeoLocation }) {
  return (
    <StatusTag tone={STATUS_TONES[location.status]}>{seoStatusLabel(location.status)}</StatusTag>
  );
}
