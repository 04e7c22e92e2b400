import 'prosemirror-view/style/prosemirror.css';
import { toggleMark } from 'prosemirror-commands';
import { EditorState, Selection } from 'prosemirror-state';
import type { Command, Transaction } from 'prosemirror-state';
import type { Node as ProseMirrorNode } from 'prosemirror-model';
import { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Dialog,
  FieldError,
  Input,
  Label,
  Popover,
  Separator,
  TextField,
  ToggleButton,
  Toolbar,
} from 'react-aria-components';
import { Button } from '../Button';
import * as fieldStyles from '../Field/Field.css';
import { BulletListIcon, LinkIcon, NumberedListIcon } from '../internal/icons';
import { visuallyHidden } from '../theme/utils.css';
import {
  editorPlugins,
  headingLevelAt,
  isListActive,
  isMarkActive,
  linkAt,
  removeLink,
  setLink,
  toggleHeading,
  toggleList,
} from './commands';
import {
  isEmptyDoc,
  parseRichText,
  richTextSchema,
  safeHref,
  sanitizeRichText,
  serializeRichText,
} from './schema';
import type { HeadingLevel } from './schema';
import * as styles from './RichTextEditor.css';
import { useLatest } from '../internal/useLatest';

export interface RichTextEditorProps {
  /** The visible label; also the editor's accessible name. */
  label: string;
  /**
   * The content, as HTML. Anything outside the schema (see `sanitizeRichText`) is dropped on
   * the way in. When it changes from outside, the editor shows the new content.
   */
  value?: string;
  /**
   * The first content when `value` is not given.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new HTML (restricted to the schema; '' when empty) after every edit. */
  onChange?: (html: string) => void;
  /**
   * The heading levels the toolbar offers and the content may hold; other headings become
   * paragraphs.
   * @default [3, 4]
   */
  headingLevels?: readonly HeadingLevel[];
  /**
   * Shows how many characters the text holds.
   * @default false
   */
  characterCount?: boolean;
  /**
   * A limit shown with the count ("120 / 500"); going over is shown, not prevented.
   * @default undefined
   */
  maxLength?: number;
  /**
   * Shown while the editor is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The text cannot be changed, and the toolbar's buttons are disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Puts focus in the text, at its end, when the editor mounts: for an editor that replaces
   * the button that opened it (an Edit), whose focus would otherwise fall to the page.
   * @default false
   */
  autoFocus?: boolean;
  /**
   * Marks the editor required (`aria-required` and an asterisk after the label). Checking it
   * is the caller's job, as for every field.
   * @default false
   */
  isRequired?: boolean;
  /**
   * The error shown under the editor; giving one marks it invalid (red border,
   * `aria-invalid`) and links the text with `aria-describedby`, as the form fields do.
   * @default undefined
   */
  errorMessage?: string;
}

/** HTML as the editor would hold it: schema only, whitespace as the parser collapses it. */
const normalize = (html: string, levels: readonly HeadingLevel[]) => sanitizeRichText(html, levels);

/** The HTML of a document ('' when empty). */
const htmlOf = (doc: ProseMirrorNode) =>
  isEmptyDoc(doc) ? '' : serializeRichText(doc, doc.type.schema);

/**
 * The event React Aria's FocusScope sends, cancellable, to the element it is about to give
 * focus back to when a popover closes ("parent elements can intercept to customize focus
 * restoration", react-aria's FocusScope).
 */
const focusRestoreEvent = 'react-aria-focus-scope-restore';

/** Marks a transaction that applies a value from outside: it is not reported back. */
const fromOutside = 'richTextEditor.fromOutside';

/** How many unacknowledged edits are remembered (a parent lagging further is not expected). */
const maxEchoes = 100;

/** The toolbar's toggles of a mark (bold, italic): the mark, its name and the glyph drawn. */
const markTools = [
  { mark: 'strong', label: 'Bold', glyph: 'B', glyphClass: styles.boldGlyph },
  { mark: 'em', label: 'Italic', glyph: 'I', glyphClass: styles.italicGlyph },
] as const;

/**
 * A transaction that turns the state's document into `doc` by replacing only the range that
 * differs (null when nothing does). Kept out of the undo history: Undo takes back the user's
 * own edits, not a value set from outside.
 */
function replaceDocument(state: EditorState, doc: ProseMirrorNode): Transaction | null {
  const start = state.doc.content.findDiffStart(doc.content);
  if (start === null) return null;
  let { a: endA, b: endB } = state.doc.content.findDiffEnd(doc.content)!;
  // Repeated content can make the two ends overlap the start: widen them back.
  const overlap = start - Math.min(endA, endB);
  if (overlap > 0) {
    endA += overlap;
    endB += overlap;
  }
  return state.tr
    .replace(start, endA, doc.slice(start, endB))
    .setMeta(fromOutside, true)
    .setMeta('addToHistory', false);
}

/**
 * A rich-text editor on ProseMirror: bold, italic, links, bulleted and numbered lists and
 * headings of the allowed levels, with keyboard shortcuts and an optional character count.
 * Its value is HTML restricted to the schema in both directions. Loaded as its own chunk:
 * import it from `@backoffice/ui/RichTextEditor` (the default export is this component).
 */
export function RichTextEditor({
  label,
  value,
  defaultValue = '',
  onChange,
  headingLevels: levelsProp = defaultLevels,
  characterCount = false,
  maxLength,
  placeholder,
  isDisabled = false,
  autoFocus = false,
  isRequired = false,
  errorMessage,
}: RichTextEditorProps) {
  const levelsKey = [...new Set(levelsProp)].sort().join(',');
  const levels = useMemo(
    () => (levelsKey ? levelsKey.split(',').map(Number) : []) as HeadingLevel[],
    [levelsKey],
  );
  const schema = useMemo(() => richTextSchema(levels), [levels]);
  const labelId = useId();
  const countId = useId();
  const errorId = useId();
  const isInvalid = Boolean(errorMessage);
  const describedBy = [characterCount ? countId : null, isInvalid ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const rootRef = useRef<HTMLDivElement>(null);
  // Set while the link popover closes after Apply, Remove link or Cancel: the text gets focus.
  const returnToText = useRef(false);
  const mountRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const openLinkRef = useRef(() => {
    returnToText.current = false;
    setLinkOpen(true);
  });
  const onChangeRef = useLatest(onChange);
  const levelsRef = useLatest(levels);

  const initialHtml = value ?? defaultValue;
  const [state, setState] = useState(() =>
    EditorState.create({
      doc: parseRichText(initialHtml, schema),
      plugins: editorPlugins(schema, levels, () => openLinkRef.current()),
    }),
  );
  // What this editor reported and its parent has not handed back yet, normalised, oldest
  // first. A `value` equal to one of them is the echo of our own edit (perhaps late, perhaps
  // normalised by the parent), never a new content: rebuilding from it would drop what was
  // typed since (a trailing space) and throw the caret to the document's start.
  const echoes = useRef<string[]>([]);

  const empty = isEmptyDoc(state.doc);
  const attributes: Record<string, string> = {
    class: `${styles.content} ${styles.editable}`,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(isDisabled ? { 'aria-disabled': 'true' } : {}),
    ...(isRequired ? { 'aria-required': 'true' } : {}),
    ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
    ...(placeholder ? { 'data-placeholder': placeholder } : {}),
    'data-empty': String(empty),
  };
  const attributesKey = JSON.stringify(attributes);
  const propsRef = useLatest({ attributes, isDisabled });

  useLayoutEffect(() => {
    const view = new EditorView(mountRef.current!, {
      state,
      attributes: () => propsRef.current.attributes,
      editable: () => !propsRef.current.isDisabled,
      dispatchTransaction(tr) {
        const next = view.state.apply(tr);
        view.updateState(next);
        setState(next);
        if (tr.docChanged && !tr.getMeta(fromOutside)) {
          const html = htmlOf(next.doc);
          const queue = echoes.current;
          queue.push(normalize(html, levelsRef.current));
          if (queue.length > maxEchoes) queue.shift();
          onChangeRef.current?.(html);
        }
      },
    });
    viewRef.current = view;
    if (autoFocus) {
      view.dispatch(view.state.tr.setSelection(Selection.atEnd(view.state.doc)));
      view.focus();
    }
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The view is created once; later props reach it through setProps and updateState below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The attributes and editable are read from propsRef: ask the view to read them again.
  useLayoutEffect(() => {
    viewRef.current?.setProps({});
  }, [attributesKey, isDisabled]);

  // A new schema (other heading levels): start a new state, with the same content.
  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.schema === schema) return;
    const html = value ?? htmlOf(view.state.doc);
    const next = EditorState.create({
      doc: parseRichText(html, schema),
      plugins: editorPlugins(schema, levels, () => openLinkRef.current()),
    });
    echoes.current = [];
    view.updateState(next);
    setState(next);
    // Only the schema starts a new state; a new value is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, levels]);

  // A new value: our own echo changes nothing; a real change from outside (a reset, a loaded
  // record, a generated text) is applied as one transaction over the part that differs, so
  // that the selection is mapped through it rather than thrown to the start.
  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view || value === undefined || view.state.schema !== schema) return;
    const incoming = normalize(value, levels);
    // The first edit not handed back yet that gives this value. Not the last: typing "a" then
    // a space emits two values that normalise alike, and the second's echo is still to come.
    const echoed = echoes.current.indexOf(incoming);
    if (echoed >= 0) {
      echoes.current.splice(0, echoed + 1);
      return;
    }
    // Our own content (a parent that normalises on its own terms, a value set twice).
    if (incoming === normalize(htmlOf(view.state.doc), levels)) return;
    echoes.current = [];
    // Its spaces as given: the value may hold what was just typed (a space at a line's end)
    // next to the outside change, and only the part that differs is replaced.
    const tr = replaceDocument(view.state, parseRichText(value, schema, true));
    if (tr) view.dispatch(tr);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  // After the link popover closes on Apply, Remove link or Cancel, focus goes back to the
  // text, not to the Link button. React Aria restores focus once the popover is gone (a frame
  // later, and not before: while it is open it holds focus in), announcing it with a
  // cancellable event on the element it is about to focus: take that moment.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onRestore = (event: Event) => {
      if (!returnToText.current) return;
      returnToText.current = false;
      event.preventDefault();
      viewRef.current?.focus();
    };
    root.addEventListener(focusRestoreEvent, onRestore);
    return () => root.removeEventListener(focusRestoreEvent, onRestore);
  }, []);

  const run = useCallback((command: Command) => {
    const view = viewRef.current;
    if (!view) return;
    command(view.state, view.dispatch);
    view.focus();
  }, []);

  const currentLink = linkAt(state);
  const headingLevel = headingLevelAt(state);
  const length = state.doc.textContent.length;
  const over = maxLength !== undefined && length > maxLength;

  return (
    <div ref={rootRef} className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
        {/* Decorative, as on the fields: aria-required says it. */}
        {isRequired ? (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        ) : null}
      </span>
      <div
        className={styles.frame}
        data-disabled={isDisabled || undefined}
        data-invalid={isInvalid || undefined}
      >
        <Toolbar aria-label={`${label}: formatting`} className={styles.toolbar}>
          {markTools.map((tool) => (
            <ToggleButton
              key={tool.mark}
              className={styles.tool}
              aria-label={tool.label}
              isDisabled={isDisabled}
              isSelected={isMarkActive(state, schema.marks[tool.mark]!)}
              onChange={() => run(toggleMark(schema.marks[tool.mark]!))}
            >
              <span aria-hidden="true" className={tool.glyphClass}>
                {tool.glyph}
              </span>
            </ToggleButton>
          ))}
          {levels.length > 0 ? (
            <Separator orientation="vertical" className={styles.separator} />
          ) : null}
          {levels.map((level) => (
            <ToggleButton
              key={level}
              className={styles.tool}
              isDisabled={isDisabled}
              isSelected={headingLevel === level}
              onChange={() => run(toggleHeading(schema, level))}
            >
              {/* The name contains the visible "H3" (WCAG 2.5.3, label in name). */}H{level}{' '}
              <span className={visuallyHidden}>heading</span>
            </ToggleButton>
          ))}
          <Separator orientation="vertical" className={styles.separator} />
          <ToggleButton
            className={styles.tool}
            aria-label="Bulleted list"
            isDisabled={isDisabled}
            isSelected={isListActive(state, schema.nodes.bullet_list!)}
            onChange={() => run(toggleList(schema, schema.nodes.bullet_list!))}
          >
            <BulletListIcon />
          </ToggleButton>
          <ToggleButton
            className={styles.tool}
            aria-label="Numbered list"
            isDisabled={isDisabled}
            isSelected={isListActive(state, schema.nodes.ordered_list!)}
            onChange={() => run(toggleList(schema, schema.nodes.ordered_list!))}
          >
            <NumberedListIcon />
          </ToggleButton>
          <Separator orientation="vertical" className={styles.separator} />
          <ToggleButton
            ref={linkButtonRef}
            className={styles.tool}
            aria-label="Link"
            aria-haspopup="dialog"
            aria-expanded={linkOpen}
            isDisabled={isDisabled}
            isSelected={currentLink !== null}
            onChange={() => {
              returnToText.current = false;
              setLinkOpen(true);
            }}
          >
            <LinkIcon />
          </ToggleButton>
        </Toolbar>
        <div ref={mountRef} />
      </div>
      {isInvalid ? (
        <div id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </div>
      ) : null}
      {characterCount ? (
        <div id={countId} className={styles.footer} data-over={over || undefined}>
          {maxLength === undefined
            ? `${length} ${length === 1 ? 'character' : 'characters'}`
            : `${length} / ${maxLength} characters${over ? ' (over the limit)' : ''}`}
        </div>
      ) : null}
      <Popover
        triggerRef={linkButtonRef}
        isOpen={linkOpen}
        onOpenChange={setLinkOpen}
        placement="bottom end"
        className={styles.popover}
      >
        <LinkDialog
          initialHref={currentLink?.href ?? ''}
          canRemove={currentLink !== null}
          onApply={(href) => {
            const view = viewRef.current;
            if (view) setLink(href)(view.state, view.dispatch);
            returnToText.current = true;
            setLinkOpen(false);
          }}
          onRemove={() => {
            const view = viewRef.current;
            if (view) removeLink(view.state, view.dispatch);
            returnToText.current = true;
            setLinkOpen(false);
          }}
          onCancel={() => {
            returnToText.current = true;
            setLinkOpen(false);
          }}
        />
      </Popover>
    </div>
  );
}

const defaultLevels: readonly HeadingLevel[] = [3, 4];

/**
 * An e-mail address as a person types one in the link field: one `@` with text before it, no
 * space, '/' or ':', and a dot with text on both sides after it. A pass over the text, not
 * `/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/`, which backtracks quadratically on many dots.
 */
function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@') || /[\s/:]/.test(text)) return false;
  const dot = text.indexOf('.', at + 2);
  return dot !== -1 && dot < text.length - 1;
}

/** Accepts a full address, an e-mail address, or a bare domain (https is added). */
function toHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (isEmailAddress(text)) return safeHref(`mailto:${text}`);
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && /^[^\s/]+\.[^\s/]+/.test(text)) {
    return safeHref(`https://${text}`);
  }
  return safeHref(text);
}

function LinkDialog({
  initialHref,
  canRemove,
  onApply,
  onRemove,
  onCancel,
}: {
  initialHref: string;
  canRemove: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = toHref(text);
    if (!href) {
      setError('Enter a web address (http:// or https://) or an e-mail address.');
      return;
    }
    onApply(href);
  };
  return (
    <Dialog aria-label="Link" className={styles.dialog}>
      <form onSubmit={submit} className={styles.form}>
        <TextField
          autoFocus
          value={text}
          onChange={(next) => {
            setText(next);
            setError(null);
          }}
          isInvalid={error !== null}
          className={styles.field}
        >
          <Label className={styles.label}>Link address</Label>
          <Input className={styles.input} placeholder="https://" />
          <FieldError className={styles.error}>{error}</FieldError>
        </TextField>
        <div className={styles.actions}>
          {canRemove ? (
            <Button variant="ghost" size="sm" onPress={onRemove}>
              Remove link
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onPress={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" size="sm" type="submit">
            Apply
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default RichTextEditor;
