import { useMemo, useState } from 'react';
import { useGenerateSeoTexts, useSaveSeoLocation, useSeoLocations } from '@backoffice/api';
import type { SeoLocationTextsAnswer } from '@backoffice/api';
import {
  DEFAULT_SEO_LANG,
  EDIT_PARTS,
  RICH_TEXT_HEADING_LEVELS,
  SEO_LOCATION_SAVED,
  SEO_SLUGS,
  filled,
  isRichTextEmpty,
  linkedPagesByTitle,
  seoLinkablePages,
  seoLocationFormOf,
  validateSeoLocation,
  withSeoTexts,
} from '@backoffice/domain';
import type {
  LinkablePage,
  SeoLang,
  SeoLocation,
  SeoPageContent,
  SeoSlug,
} from '@backoffice/domain';
import {
  Button,
  DescriptionList,
  Modal,
  ProgressBar,
  Select,
  Spinner,
  Tabs,
  TextArea,
  TextField,
} from '@backoffice/ui';
import type { ModalControls } from '@backoffice/ui';
import { RichTextEditor, RichTextView } from '@backoffice/ui/RichTextEditor';
import { serverFieldErrors } from '@/shared/forms/domainResolver';
import { EditConflictBanner } from '@/shared/forms/EditConflictBanner';
import { saveEdit, useEditVersion } from '@/shared/forms/useEditVersion';
import { PresenceNote } from '@/shared/live/PresenceNote';
import { useRecordPresence } from '@/shared/live/presence';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { useCancellableCall } from '@/shared/useCancellableCall';
import { LinkedLocations } from './LinkedLocations';
import { useSeoRefresh } from './useSeoRefresh';
import * as styles from './Seo.css';
import { whenClosed } from '@/shared/whenClosed';

/** The spec's tab order: EN, then FR; French is selected first (the default language). */
const TABS: { id: SeoLang; label: string; name: string }[] = [
  { id: 'en', label: 'EN', name: 'English' },
  { id: 'fr', label: 'FR', name: 'French' },
];

const SLUG_OPTIONS = SEO_SLUGS.map((s) => ({ id: s.value, label: s.label }));

/** The form's field of a server field: `pages.fr.navCta` is `fr.navCta`. */
const formField = (serverField: string) => serverField.replace(/^pages\./, '');

/**
 * Their version of the page, read only (a refused save's "See their version"): the location's
 * fields, then each language page's texts and linked locations, under the form's labels.
 */
function SeoLocationVersion({
  location,
  pages,
}: {
  location: SeoLocation;
  /** The pages that can be linked, by language: the linked ones are named by their title. */
  pages: Record<SeoLang, LinkablePage[]>;
}) {
  const part = EDIT_PARTS.seoLocation(location);
  return (
    <>
      <DescriptionList
        items={[
          { term: 'Slug', description: SLUG_OPTIONS.find((o) => o.id === part.slug)?.label },
          { term: 'City', description: part.city },
          { term: 'Zip code', description: part.zipCode },
          { term: 'Neighbourhood', description: part.poi },
        ]}
      />
      {(['fr', 'en'] as const).map((lang) => {
        const page = part[lang];
        if (!page) return null;
        const name = TABS.find((t) => t.id === lang)!.name;
        return (
          <div key={lang} className={styles.version}>
            <p className={styles.subheading}>{`${name} page`}</p>
            <DescriptionList
              items={[
                { term: 'Nav CTA', description: page.navCta },
                { term: 'Meta title', description: page.title },
                {
                  term: 'Description',
                  description: isRichTextEmpty(page.description) ? null : (
                    <RichTextView html={page.description} />
                  ),
                },
                { term: 'Sitemap title', description: page.sitemapTitle },
                { term: 'Hidden H1', description: page.h1 },
                { term: 'Meta description', description: page.metaDescription },
                {
                  term: 'Linked locations',
                  description: linkedPagesByTitle(page.linkedPages, pages[lang])
                    .map((p) => p.title)
                    .join(', '),
                },
              ]}
            />
          </div>
        );
      })}
    </>
  );
}

/**
 * 'Add/Edit Seo Location Page' (people-and-content §2.3): the slug, city, zip code and
 * neighbourhood, then per language (tabs EN and FR) the nav CTA, meta title, description
 * (rich text, headings 3 and 4), sitemap title, hidden H1, meta description and the linked
 * locations. Generate asks the server for every text of both languages (up to 3 minutes,
 * with the time elapsed, cancellable) and fills them in without saving. Save changes checks
 * the required fields first ('Please fill in all the fields'); a refusal keeps what was
 * typed, and closing with unsaved changes asks first. An edit sends the version of the page the
 * modal opened on: when someone saved the page since, the server refuses it naming them, and
 * the modal offers their version and "Save over it" (shared/forms/useEditVersion). Who else has
 * the location open is said at its top.
 */
export default function SeoLocationModal({
  location,
  onClose,
}: {
  /** The location to edit, or null to add one. */
  location: SeoLocation | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const [initial] = useState(() => seoLocationFormOf(location));
  const [form, setForm] = useState(initial);
  const [lang, setLang] = useState<SeoLang>(DEFAULT_SEO_LANG);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState('');
  const [generated, setGenerated] = useState('');
  const generation = useCancellableCall<SeoLocationTextsAnswer>();
  // A Viewer reads the page; Save changes and Generate say why they cannot be used.
  const edit = useCan('write');
  // Who else has this location open, at the top; and, to them, that this person edits its page
  // (a Viewer reads it). A new location is no one's yet.
  const id = location?.id ?? null;
  const people = useRecordPresence('seo_location', id, edit.allowed, 'the SEO page');
  const all = useSeoLocations({});
  const save = useSaveSeoLocation();
  const generate = useGenerateSeoTexts();
  const refresh = useSeoRefresh();
  // An edit's page as the modal opened on it: what a save may replace without asking. A new
  // location has none.
  const version = useEditVersion('seoLocation', location, { reread: refresh });
  const theirs = location ? all.data?.seoLocations.find((l) => l.id === location.id) : undefined;
  const { startedAt } = generation;
  const generating = startedAt !== null;
  const isDirty = useMemo(() => JSON.stringify(form) !== JSON.stringify(initial), [form, initial]);

  const change = (next: Partial<Omit<typeof form, 'pages'>>) => {
    setForm((f) => ({ ...f, ...next }));
    setErrors((e) => ({
      ...e,
      ...Object.fromEntries(Object.keys(next).map((k) => [k, undefined])),
    }));
  };
  const changePage = (pageLang: SeoLang, next: Partial<SeoPageContent>) => {
    setForm((f) => ({
      ...f,
      pages: { ...f.pages, [pageLang]: { ...f.pages[pageLang], ...next } },
    }));
    setErrors((e) => ({
      ...e,
      ...Object.fromEntries(Object.keys(next).map((k) => [`${pageLang}.${k}`, undefined])),
    }));
  };

  const startGeneration = () => {
    if (form.slug === null) return;
    const place = {
      slug: form.slug,
      city: form.city.trim(),
      zipCode: form.zipCode.trim() || null,
      poi: form.poi.trim() || null,
    };
    setGenerated('');
    generation.start(
      (signal) => generate.trigger({ place, signal }),
      (answer) => {
        setForm((f) => withSeoTexts(f, answer.pages));
        setErrors({});
        setGenerated(
          'The texts of both languages are filled in. Check them, then Save changes: nothing is saved yet.',
        );
      },
      (error) => notify.failure(error),
    );
  };

  const submit = ({ close }: ModalControls, how?: 'over') => {
    const result = validateSeoLocation(form);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage(result.message);
      // A required field of the other language: show its tab.
      const first = Object.keys(result.errors)[0] ?? '';
      const inTab = /^(en|fr)\./.exec(first);
      if (inTab) setLang(inTab[1] as SeoLang);
      return;
    }
    setErrors({});
    setMessage('');
    saveEdit(version, (body) => save.trigger(body), { id, input: result.value }, how, {
      saved: async () => {
        notify.show({ tone: 'success', message: SEO_LOCATION_SAVED });
        await refresh();
        close();
      },
      failed: (error) => {
        // What was typed stays; the server's field messages go under their fields.
        notify.failure(error);
        const fields = serverFieldErrors(error, formField);
        if (fields.length > 0) {
          setErrors(Object.fromEntries(fields));
          setMessage(fields[0]![1]);
        }
      },
    });
  };

  const pages = useMemo(
    () => ({
      en: seoLinkablePages(all.data?.seoLocations ?? [], 'en'),
      fr: seoLinkablePages(all.data?.seoLocations ?? [], 'fr'),
    }),
    [all.data],
  );

  const panel = (tab: (typeof TABS)[number]) => {
    const page = form.pages[tab.id];
    const key = tab.id;
    /** A text of this page bound to its field: its value, its change, none while generating. */
    const bound = (field: Exclude<keyof SeoPageContent, 'linkedPages'>) => ({
      value: page[field],
      onChange: (value: string) => changePage(key, { [field]: value }),
      isDisabled: generating,
    });
    return (
      <div className={styles.panel}>
        <TextField
          label="Nav CTA"
          isRequired
          {...bound('navCta')}
          errorMessage={errors[`${key}.navCta`]}
        />
        <TextField label="Meta title" {...bound('title')} />
        <RichTextEditor
          label="Description"
          {...bound('description')}
          headingLevels={RICH_TEXT_HEADING_LEVELS}
        />
        <div className={styles.row}>
          <TextField label="Sitemap title" {...bound('sitemapTitle')} />
          <TextField label="Hidden H1" {...bound('h1')} />
        </div>
        <TextArea label="Meta description" rows={3} {...bound('metaDescription')} />
        {all.data ? (
          <LinkedLocations
            languageName={tab.name}
            linked={page.linkedPages}
            pages={pages[key]}
            currentPageId={location?.seoPages[key]?.id ?? null}
            error={errors[`${key}.linkedPages`]}
            isDisabled={generating}
            onChange={(linkedPages) => changePage(key, { linkedPages })}
          />
        ) : all.error ? (
          <p role="alert" className={styles.error}>
            The locations to link could not be loaded: {all.error.message}
          </p>
        ) : (
          <Spinner label="Loading the locations to link" showLabel />
        )}
      </div>
    );
  };

  return (
    <Modal
      title="Add/Edit Seo Location Page"
      isOpen
      onOpenChange={whenClosed(onClose)}
      isDirty={isDirty}
      size="lg"
      cancelLabel="Cancel"
      actions={(controls) => (
        <Button
          variant="primary"
          isPending={version.isSaving}
          isDisabled={generating}
          disabledReason={edit.reason}
          onPress={() => submit(controls)}
        >
          Save changes
        </Button>
      )}
    >
      {(controls) => (
        <div className={styles.form}>
          <p className={styles.note}>
            {location
              ? `Editing ${location.displayTitle}`
              : 'A new location page, in French and English.'}
          </p>
          <PresenceNote people={people} />
          <EditConflictBanner
            edit={version}
            onSaveOver={() => submit(controls, 'over')}
            isDisabled={generating}
            disabledReason={edit.reason}
          >
            {theirs ? <SeoLocationVersion location={theirs} pages={pages} /> : null}
          </EditConflictBanner>
          <div className={styles.row}>
            <Select<SeoSlug>
              label="Slug"
              isRequired
              options={SLUG_OPTIONS}
              value={form.slug}
              onChange={(slug) => change({ slug })}
              errorMessage={errors.slug}
              placeholder="Choose a slug"
            />
            <TextField
              label="City"
              isRequired
              value={form.city}
              onChange={(city) => change({ city })}
              errorMessage={errors.city}
            />
            <TextField
              label="Zip code"
              value={form.zipCode}
              onChange={(zipCode) => change({ zipCode })}
            />
            <TextField label="Neighbourhood" value={form.poi} onChange={(poi) => change({ poi })} />
          </div>
          <div className={styles.generate}>
            {generating ? (
              <>
                <div className={styles.grow}>
                  <ProgressBar
                    label="Generating the texts (up to 3 minutes)"
                    isIndeterminate
                    startedAt={startedAt}
                  />
                </div>
                <Button onPress={generation.cancel}>Cancel generation</Button>
              </>
            ) : (
              <>
                <Button
                  onPress={startGeneration}
                  isDisabled={form.slug === null || !filled(form.city)}
                  disabledReason={edit.reason}
                >
                  Generate
                </Button>
                <p className={styles.note}>
                  {form.slug === null || !filled(form.city)
                    ? 'Choose a slug and type a city to generate the texts of both languages.'
                    : 'Generate writes the texts of both languages from the slug and the place.'}
                </p>
              </>
            )}
          </div>
          <p role="status" className={styles.note}>
            {generated}
          </p>
          <Tabs
            aria-label="Language"
            selectedId={lang}
            onSelectionChange={(id) => setLang(id as SeoLang)}
            items={TABS.map((tab) => ({ id: tab.id, label: tab.label, content: panel(tab) }))}
          />
          <p role="alert" className={styles.error}>
            {Object.values(errors).some(Boolean) ? message : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
