import { baseKeymap, chainCommands, setBlockType, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType, ResolvedPos, Schema } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { AllSelection, Selection, TextSelection } from 'prosemirror-state';
import type { Command, EditorState, Plugin } from 'prosemirror-state';
import type { HeadingLevel } from './schema';

export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/**
 * Where the selection's first text block starts. Not simply `$from`: after Select All (an
 * AllSelection) `$from` sits at the document's start, outside every block.
 */
function firstTextblockPos(state: EditorState): ResolvedPos {
  const { from, to, $from } = state.selection;
  if ($from.parent.isTextblock) return $from;
  let found: number | null = null;
  state.doc.nodesBetween(from, Math.max(to, from + 1), (node, pos) => {
    if (found !== null) return false;
    if (node.isTextblock) {
      found = pos + 1;
      return false;
    }
    return true;
  });
  return found === null ? $from : state.doc.resolve(found);
}

/** The level of the heading the selection starts in, or null. */
export function headingLevelAt(state: EditorState): number | null {
  const parent = firstTextblockPos(state).parent;
  return parent.type.name === 'heading' ? (parent.attrs.level as number) : null;
}

/** The nearest list around the selection: its type and position. */
function listAround(state: EditorState): { type: NodeType; pos: number } | null {
  const $from = firstTextblockPos(state);
  const { bullet_list, ordered_list } = state.schema.nodes;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === bullet_list || node.type === ordered_list) {
      return { type: node.type, pos: $from.before(depth) };
    }
  }
  return null;
}

export function isListActive(state: EditorState, type: NodeType): boolean {
  return listAround(state)?.type === type;
}

/** Heading on, or back to a paragraph when the block already is that heading. */
export function toggleHeading(schema: Schema, level: HeadingLevel): Command {
  return (state, dispatch) => {
    const heading = schema.nodes.heading;
    if (!heading) return false;
    if (headingLevelAt(state) === level) {
      return setBlockType(schema.nodes.paragraph!)(state, dispatch);
    }
    return setBlockType(heading, { level })(state, dispatch);
  };
}

/**
 * Runs a command with Select All turned into the equivalent text selection: the list commands
 * look for list items around `$from`, which an AllSelection puts outside every block.
 */
function withTextSelection(command: Command): Command {
  return (state, dispatch, view) => {
    if (!(state.selection instanceof AllSelection)) return command(state, dispatch, view);
    const tr = state.tr.setSelection(
      TextSelection.between(state.doc.resolve(0), state.doc.resolve(state.doc.content.size)),
    );
    const derived = state.apply(tr);
    return command(
      derived,
      dispatch &&
        ((inner) => {
          for (const step of inner.steps) tr.step(step);
          tr.setSelection(Selection.fromJSON(tr.doc, inner.selection.toJSON()));
          dispatch(tr.scrollIntoView());
        }),
      view,
    );
  };
}

/** Wraps in a list; in a list of the other kind, switches its kind; in the same kind, lifts out. */
export function toggleList(schema: Schema, type: NodeType): Command {
  return withTextSelection((state, dispatch) => {
    const around = listAround(state);
    if (!around) return wrapInList(type)(state, dispatch);
    if (around.type === type) return liftListItem(schema.nodes.list_item!)(state, dispatch);
    if (dispatch) dispatch(state.tr.setNodeMarkup(around.pos, type).scrollIntoView());
    return true;
  });
}

/** The link around the cursor (or covering the selection's start): its range and address. */
export function linkAt(state: EditorState): { from: number; to: number; href: string } | null {
  const type = state.schema.marks.link!;
  const $from = firstTextblockPos(state);
  const parent = $from.parent;
  const start = $from.start();
  const offset = $from.parentOffset;
  const spans: { from: number; to: number; href: string | null }[] = [];
  parent.forEach((child, childOffset) => {
    const mark = type.isInSet(child.marks);
    const href = mark ? (mark.attrs.href as string) : null;
    const last = spans[spans.length - 1];
    if (last && href !== null && last.href === href && last.to === childOffset) {
      last.to = childOffset + child.nodeSize;
    } else {
      spans.push({ from: childOffset, to: childOffset + child.nodeSize, href });
    }
  });
  const hit = spans.find((s) => s.href !== null && offset >= s.from && offset <= s.to);
  return hit ? { from: start + hit.from, to: start + hit.to, href: hit.href! } : null;
}

/**
 * Links the selection to `href` (already checked as safe). With no selection, updates the
 * link around the cursor, or inserts the address itself as a linked text.
 */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    const type = state.schema.marks.link!;
    const mark = type.create({ href });
    const { from, to, empty } = state.selection;
    const tr = state.tr;
    if (!empty) {
      tr.removeMark(from, to, type).addMark(from, to, mark);
    } else {
      const around = linkAt(state);
      if (around) tr.removeMark(around.from, around.to, type).addMark(around.from, around.to, mark);
      else tr.insertText(href, from).addMark(from, from + href.length, mark);
    }
    if (dispatch) dispatch(tr.scrollIntoView());
    return true;
  };
}

export const removeLink: Command = (state, dispatch) => {
  const type = state.schema.marks.link!;
  const { from, to, empty } = state.selection;
  const range = empty ? linkAt(state) : { from, to };
  if (!range) return false;
  if (dispatch) dispatch(state.tr.removeMark(range.from, range.to, type));
  return true;
};

const insertHardBreak: Command = (state, dispatch) => {
  const br = state.schema.nodes.hard_break!;
  if (dispatch) dispatch(state.tr.replaceSelectionWith(br.create()).scrollIntoView());
  return true;
};

/**
 * History and the keyboard shortcuts: Mod-B bold, Mod-I italic, Mod-K link, Shift-Ctrl-8 and
 * Shift-Ctrl-9 lists, Shift-Ctrl-<level> heading, Shift-Ctrl-0 paragraph, Mod-[ and Mod-] list
 * depth, Shift-Enter line break, Mod-Z undo, Shift-Mod-Z and Mod-Y redo. Tab is left to the
 * browser so that keyboard users can leave the editor.
 */
export function editorPlugins(
  schema: Schema,
  levels: readonly HeadingLevel[],
  onLinkShortcut: () => void,
): Plugin[] {
  const keys: Record<string, Command> = {
    'Mod-b': toggleMark(schema.marks.strong!),
    'Mod-i': toggleMark(schema.marks.em!),
    'Mod-k': () => {
      onLinkShortcut();
      return true;
    },
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    Enter: splitListItem(schema.nodes.list_item!),
    'Mod-[': withTextSelection(liftListItem(schema.nodes.list_item!)),
    'Mod-]': withTextSelection(sinkListItem(schema.nodes.list_item!)),
    'Shift-Enter': chainCommands(insertHardBreak),
    'Shift-Ctrl-8': toggleList(schema, schema.nodes.bullet_list!),
    'Shift-Ctrl-9': toggleList(schema, schema.nodes.ordered_list!),
    'Shift-Ctrl-0': setBlockType(schema.nodes.paragraph!),
  };
  for (const level of levels) keys[`Shift-Ctrl-${level}`] = toggleHeading(schema, level);
  return [history(), keymap(keys), keymap(baseKeymap)];
}
