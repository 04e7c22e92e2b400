import { useEffect, useMemo, useRef, useState } from 'react';
import { useSaveFaq, useSeoLocations } from '@backoffice/api';
import {
  DEFAULT_SEO_LANG,
  EDIT_PARTS,
  RICH_TEXT_HEADING_LEVELS,
  TOASTS,
  addFaqEntry,
  faqCount,
  faqFormsOf,
  faqLangs,
  filled,
  firstFaqError,
  isRichTextEmpty,
  removeFaqEntry,
  serverMessageToast,
  validateFaq,
} from '@backoffice/domain';
import type { FaqEntry, FaqForm, FaqForms, SeoLang, SeoLocation } from '@backoffice/domain';
import { Button, ConfirmButton, Modal, SegmentedControl, TextField } from '@backoffice/ui';
import type { ModalControls } from '@backoffice/ui';
import { RichTextEditor, RichTextView } from '@backoffice/ui/RichTextEditor';
import { EditConflictBanner } from '@/shared/forms/EditConflictBanner';
import { saveEdit, useEditVersion } from '@/shared/forms/useEditVersion';
import { PresenceNote } from '@/shared/live/PresenceNote';
import { useRecordPresence } from '@/shared/live/presence';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import * as styles from './Seo.css';
import { useSeoRefresh } from './useSeoRefresh';
import { whenClosed } from '@/shared/whenClosed';

const LANG_LABELS: Record<SeoLang, string> = { fr: 'FR', en: 'EN' };
const LANG_NAMES: Record<SeoLang, string> = { fr: 'French', en: 'English' };

/** Said after 'Delete this Entry' (wording not in the spec): the server keeps it until saved. */
const faqDeletionStaged = (n: number) =>
  `FAQ ${n} deleted here: 'Save changes' deletes it on the server; Cancel keeps it.`;

const isComplete = (entry: FaqEntry | undefined) =>
  entry !== undefined && filled(entry.title) && !isRichTextEmpty(entry.description);

/** Their version of the FAQ, read only: each page's FAQ title, then its questions and answers. */
function FaqVersion({ location }: { location: SeoLocation }) {
  const faq = EDIT_PARTS.seoFaq(location);
  return (
    <>
      {(['fr', 'en'] as const).map((lang) => {
        const page = faq[lang];
        if (!page) return null;
        return (
          <div key={lang} className={styles.version}>
            <p className={styles.subheading}>{`${LANG_NAMES[lang]} page: ${page.faqTitle}`}</p>
            {page.faq.length === 0 ? (
              <p className={styles.note}>No FAQ entries.</p>
            ) : (
              <ol className={styles.versionList}>
                {page.faq.map((entry, i) => (
                  <li key={entry.id ?? `new-${i}`}>
                    <p className={styles.versionQuestion}>{entry.title}</p>
                    <RichTextView html={entry.description} />
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </>
  );
}

/**
 * The FAQ modal (people-and-content §2.3): the FAQ title, 'Add new FAQ', the FR/EN toggle, a
 * numbered button per entry, the entry's question and rich-text answer, 'Delete this Entry',
 * Cancel and Save changes. Entry n is the same question in both languages: adding or deleting
 * one does it in both. A location with one language page only edits that page's FAQ (the
 * toggle offers its language, and says the other page is missing): only the status change
 * needs both pages (people-and-content §4). Nothing reaches the server before Save changes: a deleted entry (after
 * the second press) leaves the form only, and Cancel (asking 'Discard changes?' when anything
 * changed) leaves the server as it was. Save changes sends both languages, each question and
 * answer filled (§5, else 'Please fill in all the fields'). A refusal keeps everything typed.
 * Save changes sends the version of the FAQ the modal opened on: when someone saved the FAQ
 * since, the server refuses it naming them, and the modal offers their version and "Save over
 * it" (shared/forms/useEditVersion). Who else has the location open is said at its top.
 */
export default function FaqModal({
  location,
  onClose,
}: {
  /** A location with its French page, its English page, or both. */
  location: SeoLocation;
  onClose: () => void;
}) {
  const notify = useNotify();
  // What the server holds: nothing here writes to it before Save changes.
  const [saved] = useState(() => faqFormsOf(location) as FaqForms);
  const [forms, setForms] = useState(saved);
  const langs = faqLangs(saved);
  const [lang, setLang] = useState<SeoLang>(
    langs.includes(DEFAULT_SEO_LANG) ? DEFAULT_SEO_LANG : (langs[0] ?? DEFAULT_SEO_LANG),
  );
  const missing = (['fr', 'en'] as const).find((l) => !langs.includes(l));
  const [index, setIndex] = useState(0);
  const [message, setMessage] = useState('');
  // Said (politely) after a deletion: what it did, and what it did not do yet.
  const [staged, setStaged] = useState('');
  const questionRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the render: the new entry's question, or 'Add new FAQ' once the
  // last entry (and its 'Delete this Entry' button) is gone.
  const focusNext = useRef<'question' | 'add' | null>(null);
  const save = useSaveFaq();
  const refresh = useSeoRefresh();
  // The FAQ as the modal opened on it: what a save may replace without asking.
  const version = useEditVersion('seoFaq', location, { reread: refresh });
  // Their version, read once a save was refused (and again live from then on).
  const live = useSeoLocations(version.conflict ? {} : null);
  const theirs = live.data?.seoLocations.find((l) => l.id === location.id);
  // A Viewer reads the FAQ; Save changes says why it cannot be used.
  const edit = useCan('write');
  // Who else has this location open, at the top; and, to them, that this person edits its FAQ
  // (a Viewer reads it).
  const people = useRecordPresence('seo_location', location.id, edit.allowed, 'the FAQ');
  const isDirty = useMemo(() => JSON.stringify(forms) !== JSON.stringify(saved), [forms, saved]);
  const count = faqCount(forms);
  const current = count > 0 ? Math.min(index, count - 1) : null;
  const form = forms[lang] as FaqForm;
  const entry = current === null ? undefined : form.faq[current];

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    (next === 'question' ? questionRef : addRef).current?.focus();
  });

  const setEntry = (next: Partial<FaqEntry>) => {
    if (current === null) return;
    setForms((f) => ({
      ...f,
      [lang]: {
        ...form,
        faq: form.faq.map((e, i) => (i === current ? { ...e, ...next } : e)),
      },
    }));
  };

  const add = () => {
    setForms(addFaqEntry);
    setIndex(count);
    focusNext.current = 'question';
  };

  // Staged, as every change in this modal: the entry leaves the form now and the server with
  // Save changes (which sends the whole list); Cancel leaves the server as it was.
  const deleteEntry = (at: number) => {
    setForms((f) => removeFaqEntry(f, at));
    setIndex(Math.max(0, at - 1));
    setStaged(faqDeletionStaged(at + 1));
    if (count === 1) focusNext.current = 'add';
  };

  const submit = ({ close }: ModalControls, how?: 'over') => {
    const result = validateFaq(forms);
    if (!result.ok) {
      setMessage(result.message);
      const first = firstFaqError(result.errors);
      if (first) {
        setLang(first.lang);
        setIndex(first.index);
      }
      return;
    }
    setMessage('');
    saveEdit(version, (body) => save.trigger(body), result.value, how, {
      saved: async (answer) => {
        if (!answer.success) {
          // The server's reason, shown; everything typed stays.
          const reason = answer.reason ?? TOASTS.somethingWentWrong.message;
          setMessage(reason);
          notify.show(serverMessageToast(reason, 'critical'));
          return;
        }
        if (answer.message) notify.show(serverMessageToast(answer.message));
        await refresh();
        close();
      },
      failed: (error) => notify.failure(error),
    });
  };

  return (
    <Modal
      title={`FAQ of ${location.displayTitle}`}
      isOpen
      onOpenChange={whenClosed(onClose)}
      isDirty={isDirty}
      size="lg"
      actions={(controls) => (
        <Button
          variant="primary"
          isPending={version.isSaving}
          onPress={() => submit(controls)}
          disabledReason={edit.reason}
        >
          Save changes
        </Button>
      )}
    >
      {(controls) => (
        <div className={styles.form}>
          <PresenceNote people={people} />
          <EditConflictBanner
            edit={version}
            onSaveOver={() => submit(controls, 'over')}
            disabledReason={edit.reason}
          >
            {theirs ? <FaqVersion location={theirs} /> : null}
          </EditConflictBanner>
          <div className={styles.entries}>
            <SegmentedControl<SeoLang>
              label="Language"
              options={langs.map((id) => ({ id, label: LANG_LABELS[id] }))}
              selectedKey={lang}
              onSelectionChange={setLang}
            />
            <Button ref={addRef} onPress={add}>
              Add new FAQ
            </Button>
          </div>
          {missing ? (
            <p className={styles.note}>
              {`No ${LANG_NAMES[missing]} page: this FAQ is the ${LANG_NAMES[lang]} page's only.`}
            </p>
          ) : null}
          <TextField
            label="FAQ title"
            value={form.faqTitle}
            onChange={(faqTitle) => setForms((f) => ({ ...f, [lang]: { ...form, faqTitle } }))}
          />
          {current === null ? (
            <p className={styles.note}>No FAQ entries yet: &apos;Add new FAQ&apos; adds one.</p>
          ) : (
            <>
              <SegmentedControl<string>
                label="FAQ entries"
                options={form.faq.map((_, i) => ({
                  id: String(i),
                  // An entry missing a question or an answer in either language says so.
                  label:
                    message && !langs.every((l) => isComplete(forms[l]?.faq[i]))
                      ? `${i + 1} (incomplete)`
                      : String(i + 1),
                }))}
                selectedKey={String(current)}
                onSelectionChange={(id) => setIndex(Number(id))}
              />
              <TextField
                ref={questionRef}
                label={`Question ${current + 1}`}
                isRequired
                value={entry?.title ?? ''}
                onChange={(title) => setEntry({ title })}
                errorMessage={message && !filled(entry?.title) ? message : undefined}
              />
              <RichTextEditor
                // One editor per entry and language: its history is that text's own.
                key={`${lang}-${current}`}
                label={`Answer ${current + 1}`}
                value={entry?.description ?? ''}
                onChange={(description) => setEntry({ description })}
                headingLevels={RICH_TEXT_HEADING_LEVELS}
                isRequired
                errorMessage={
                  message && isRichTextEmpty(entry?.description ?? '') ? message : undefined
                }
              />
              <div>
                <ConfirmButton
                  subject={`FAQ ${current + 1}`}
                  armedText={`Remove FAQ ${current + 1}${langs.length > 1 ? ' in both languages' : ''}? Save changes deletes it.`}
                  tone="critical"
                  onConfirm={() => deleteEntry(current)}
                >
                  Delete this Entry
                </ConfirmButton>
              </div>
            </>
          )}
          <p role="status" className={styles.note}>
            {staged}
          </p>
          <p role="alert" className={styles.error}>
            {message}
          </p>
        </div>
      )}
    </Modal>
  );
}
