import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  CLIENT_ERROR_CODES,
  isApiError,
  keysOf,
  routes,
  useGenerateSeoDescription,
  useOffice,
  useUpdateSeoDescription,
} from '@backoffice/api';
import {
  EDIT_PARTS,
  SEO_DESCRIPTION_NONE_GENERATED,
  SEO_DESCRIPTION_SAVED,
  seoDescriptionActionLabel,
} from '@backoffice/domain';
import type { Office, OfficeListItem } from '@backoffice/domain';
import {
  Button,
  ConfirmButton,
  DescriptionList,
  Modal,
  ProgressBar,
  TextArea,
} from '@backoffice/ui';
import { EditConflictBanner } from '@/shared/forms/EditConflictBanner';
import { saveEdit, useEditVersion } from '@/shared/forms/useEditVersion';
import { PresenceNote } from '@/shared/live/PresenceNote';
import { useRecordPresence } from '@/shared/live/presence';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import * as styles from './OfficesScreen.css';
import { whenClosed } from '@/shared/whenClosed';

interface Texts {
  fr: string;
  en: string;
}

/** Their version of the texts, read only (a refused save's "See their version"). */
function SeoTextsVersion({ office }: { office: Pick<Office, 'seoDescription'> }) {
  const texts = EDIT_PARTS.officeSeoTexts(office);
  const text = (value: string | null) =>
    value ? <span className={styles.seoTheirs}>{value}</span> : null;
  return (
    <DescriptionList
      layout="stacked"
      items={[
        { term: 'French description', description: text(texts.fr) },
        { term: 'English description', description: text(texts.en) },
      ]}
    />
  );
}

/**
 * Edit or Generate SEO description: the French and the English description of an office.
 * Generate starts the server's generation and shows its progress with the time elapsed (up to
 * 3 minutes, the client's limit), can be cancelled, and puts the result in the fields without
 * saving (asking first, by a second press, when they hold unsaved text; an answer without a
 * text leaves them as they are); Save sends both texts. Closing with unsaved text asks first.
 * Save sends the version of the texts the modal opened on: when someone saved them since, the
 * server refuses it naming them, and the modal offers their version and "Save over it"
 * (shared/forms/useEditVersion). Who else has the office open is said at its top.
 */
export function SeoDescriptionModal({
  office,
  onClose,
}: {
  office: OfficeListItem;
  onClose: () => void;
}) {
  const notify = useNotify();
  // What the office held when the modal opened: the list may refresh under it (another save),
  // but the title and what counts as unsaved stay those of the opening. A generation writes
  // nothing: its text comes back in the answer and lands in the fields, unsaved.
  const [opening] = useState(() => ({
    title: `${seoDescriptionActionLabel(office)} of office ${office.id}`,
    saved: { fr: office.seoDescription.fr ?? '', en: office.seoDescription.en ?? '' },
  }));
  const { saved } = opening;
  const [texts, setTexts] = useState<Texts>(saved);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const generation = useRef<AbortController | null>(null);
  const generate = useGenerateSeoDescription();
  const update = useUpdateSeoDescription();
  const { mutate } = useSWRConfig();
  // The texts as the modal opened on them: what a save may replace without asking.
  const version = useEditVersion('officeSeoTexts', office, {
    reread: () => mutate(keysOf(routes.office, { id: office.id })),
  });
  // Their version: the office read once a save was refused (and again live from then on).
  const live = useOffice(version.conflict ? office.id : null);
  // A Viewer reads both texts; Generate and Save say why they cannot be used.
  const edit = useCan('write');
  // Who else has this office open (its detail, or this modal), at the top; and, to them, that
  // this person edits its SEO texts (a Viewer reads them).
  const people = useRecordPresence('office', office.id, edit.allowed, 'the SEO texts');
  const isDirty = texts.fr !== saved.fr || texts.en !== saved.en;

  // Leaving the modal stops a generation under way.
  useEffect(() => () => generation.current?.abort(), []);

  const start = () => {
    const controller = new AbortController();
    generation.current = controller;
    setStartedAt(Date.now());
    generate.trigger({ officeId: office.id, signal: controller.signal }).then(
      (answer) => {
        if (generation.current !== controller) return;
        generation.current = null;
        setStartedAt(null);
        const { fr, en } = answer.seoDescription ?? { fr: null, en: null };
        if (!fr && !en) {
          // Nothing came back: what the fields hold stays (a Save would have erased it).
          notify.show({ tone: 'warning', message: SEO_DESCRIPTION_NONE_GENERATED });
          return;
        }
        setTexts((t) => ({ fr: fr ?? t.fr, en: en ?? t.en }));
      },
      (error: unknown) => {
        if (generation.current !== controller) return;
        generation.current = null;
        setStartedAt(null);
        if (isApiError(error) && error.code === CLIENT_ERROR_CODES.aborted) return;
        notify.failure(error);
      },
    );
  };

  const cancel = () => {
    generation.current?.abort();
    generation.current = null;
    setStartedAt(null);
  };

  const generating = startedAt !== null;

  const submit = (close: () => void, how?: 'over') =>
    saveEdit(
      version,
      (body) => update.trigger(body),
      { officeId: office.id, fr: texts.fr, en: texts.en },
      how,
      {
        saved: () => {
          notify.show({ tone: 'success', message: SEO_DESCRIPTION_SAVED });
          close();
        },
        failed: (error) => notify.failure(error),
      },
    );

  return (
    <Modal
      title={opening.title}
      isOpen
      onOpenChange={whenClosed(onClose)}
      isDirty={isDirty}
      size="lg"
      actions={({ close }) => (
        <Button
          variant="primary"
          isPending={version.isSaving}
          isDisabled={generating}
          disabledReason={edit.reason}
          onPress={() => submit(close)}
        >
          Save
        </Button>
      )}
    >
      {({ close }) => (
        <div className={styles.seoBody}>
          <PresenceNote people={people} />
          <EditConflictBanner
            edit={version}
            onSaveOver={() => submit(close, 'over')}
            isDisabled={generating}
            disabledReason={edit.reason}
          >
            {live.data ? <SeoTextsVersion office={live.data.office} /> : null}
          </EditConflictBanner>
          <div className={styles.seoGenerate}>
            {generating ? (
              <>
                <ProgressBar
                  label="Generating the SEO description"
                  isIndeterminate
                  startedAt={startedAt}
                />
                <Button onPress={cancel}>Cancel generation</Button>
              </>
            ) : isDirty ? (
              // Unsaved text would be replaced: the second press says so.
              <ConfirmButton
                confirmLabel="Replace my text"
                armedText="The generated text replaces the unsaved text."
                tone="critical"
                onConfirm={start}
              >
                Generate
              </ConfirmButton>
            ) : (
              <Button onPress={start} disabledReason={edit.reason}>
                Generate
              </Button>
            )}
          </div>
          <TextArea
            label="French description"
            rows={6}
            value={texts.fr}
            onChange={(fr) => setTexts((t) => ({ ...t, fr }))}
            isDisabled={generating}
            isReadOnly={!edit.allowed}
          />
          <TextArea
            label="English description"
            rows={6}
            value={texts.en}
            onChange={(en) => setTexts((t) => ({ ...t, en }))}
            isDisabled={generating}
            isReadOnly={!edit.allowed}
          />
        </div>
      )}
    </Modal>
  );
}
