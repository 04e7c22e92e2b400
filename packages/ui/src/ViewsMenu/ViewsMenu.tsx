import type { Key } from 'react-aria-components';
import { useRef, useState } from 'react';
import {
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Text,
} from 'react-aria-components';
import { AlertDialog } from '../AlertDialog';
import { Button, type ButtonSize } from '../Button';
import { CheckIcon } from '../internal/icons';
import * as popoverStyles from '../internal/popover.css';
import { visuallyHidden } from '../theme/utils.css';
import { ViewDialog } from './ViewDialog';
import { ViewsTriggerFace } from './ViewsMenuStandIn';
import type { SaveViewInput } from './ViewDialog';
import * as styles from './ViewsMenu.css';

/** A saved view's id, as the app stores it. */
export type SavedViewId = string | number;

/** A saved view of a list: its filters, sort and columns, under a name. */
export interface SavedView {
  /** The view's id, given back to the callbacks. */
  id: SavedViewId;
  /** The view's name, as its author gave it. */
  name: string;
  /** Shared with the whole team (listed under "Shared with the team"), or its author's alone. */
  shared: boolean;
  /** The reader's default view, applied when they open the list. */
  isDefault: boolean;
  /** The reader may rename and delete it (its author, or an admin). */
  canEdit: boolean;
  /** Who saved it, shown under a shared view's name. */
  authorName?: string;
  /**
   * The app's version of the view (opaque here): `onRename` is given the view as it was when
   * its dialog opened, version included, for the save to be refused if it changed since.
   */
  version?: string;
}

export interface ViewsMenuProps {
  /** The saved views the reader can see: their own, then those shared with the team. */
  views: readonly SavedView[];
  /**
   * The view the list shows now: checked in the menu, and the one Rename, Delete and "Make …
   * my default" act on.
   * @default null
   */
  currentViewId?: SavedViewId | null;
  /** Applies a view to the list (its filters, sort and columns). */
  onApply: (id: SavedViewId) => void;
  /**
   * Saves the list as it is now under a name. The dialog waits for the promise: it closes
   * when it resolves, and stays open on a rejection, showing the error's message and keeping
   * what was typed.
   */
  onSave: (input: SaveViewInput) => Promise<unknown>;
  /**
   * Renames a view the reader can edit; a returned promise is waited for as `onSave`'s.
   * `began` is the view as it was when the dialog opened (the same object for every press of
   * one dialog). Without it the menu offers no Rename.
   * @default undefined
   */
  onRename?: (id: SavedViewId, name: string, began: SavedView) => Promise<unknown> | void;
  /**
   * Deletes a view the reader can edit, once confirmed in a dialog; a returned promise keeps
   * the question open until it settles. Without it the menu offers no Delete.
   * @default undefined
   */
  onDelete?: (id: SavedViewId) => Promise<unknown> | void;
  /** Makes a view the reader's default, or clears the default with `null`. */
  onSetDefault: (id: SavedViewId | null) => void;
  /**
   * A save is under way in the app: the dialog's Save button shows a spinner and ignores
   * presses.
   * @default false
   */
  isSaving?: boolean;
  /**
   * The Views button's height: `sm` where a screen's header row is tight (the board's).
   * @default 'md'
   */
  size?: ButtonSize;
}

/** A view's menu key: the type is kept, so that the view 1 and the view '1' stay apart. */
const viewKey = (id: SavedViewId) => `view:${typeof id}:${id}`;

/** The dialog asked for from the menu. */
type DialogRequest =
  { kind: 'save' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView };

/** The dialog open, with its opening's key. */
type Dialog = DialogRequest & { key: number };

/** The check mark column of a view, drawn for the current one; kept empty in the actions. */
function CheckColumn({ isSelected }: { isSelected: boolean }) {
  return (
    <span className={popoverStyles.itemCheck} aria-hidden="true">
      {isSelected ? <CheckIcon /> : null}
    </span>
  );
}

function ViewItem({ view }: { view: SavedView }) {
  return (
    <MenuItem id={viewKey(view.id)} textValue={view.name} className={popoverStyles.item}>
      {({ isSelected }) => (
        <>
          <CheckColumn isSelected={isSelected} />
          <span className={popoverStyles.itemText}>
            <Text slot="label" className={styles.viewName}>
              {view.name}
              {view.isDefault ? (
                <>
                  <span className={visuallyHidden}>, </span>
                  <span className={styles.defaultTag}>Default</span>
                </>
              ) : null}
            </Text>
            {view.shared && view.authorName ? (
              <Text slot="description" className={popoverStyles.itemDescription}>
                {`By ${view.authorName}`}
              </Text>
            ) : null}
          </span>
        </>
      )}
    </MenuItem>
  );
}

// React Aria's MenuTrigger and Menu give the menu pattern: Enter, Space or ArrowDown open it,
// arrows move, Enter chooses, Escape closes and focus returns to the Views button. The views
// are radio items (the current one checked); the actions act on the current view, so that a
// view is never renamed or deleted from a row the reader did not mean. The dialogs are React
// Aria modals: focus moves in, stays in, and returns to the Views button.
/**
 * A "Views" menu button listing a list's saved views (the reader's own, then those shared with
 * the team, the default marked), to apply one, save the list as a new view, rename or delete
 * the current one, and choose or clear the default. Use it above a list or a board whose
 * filters people come back to; the filters themselves stay in the FilterBar.
 */
export function ViewsMenu({
  views,
  currentViewId = null,
  onApply,
  onSave,
  onRename,
  onDelete,
  onSetDefault,
  isSaving = false,
  size = 'md',
}: ViewsMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A new key for each opening: the dialog mounts afresh, its field clean.
  const opened = useRef(0);
  const open = (next: DialogRequest) => {
    opened.current += 1;
    setDialog({ ...next, key: opened.current });
  };

  const mine = views.filter((view) => !view.shared);
  const shared = views.filter((view) => view.shared);
  const byKey = new Map<Key, SavedView>(views.map((view) => [viewKey(view.id), view]));
  const current =
    currentViewId === null ? undefined : (byKey.get(viewKey(currentViewId)) ?? undefined);
  const selected = current ? [viewKey(current.id)] : [];
  const hasDefault = views.some((view) => view.isDefault);

  const closeDialog = () => {
    setDialog(null);
    // Opened from a menu item that is gone: focus goes back to the button that opened the menu.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) triggerRef.current?.focus();
    });
  };

  const onAction = (key: Key) => {
    const view = byKey.get(key);
    if (view) {
      onApply(view.id);
      return;
    }
    if (key === 'save') open({ kind: 'save' });
    else if (key === 'rename' && current) open({ kind: 'rename', view: current });
    else if (key === 'delete' && current) open({ kind: 'delete', view: current });
    else if (key === 'make-default' && current) onSetDefault(current.id);
    else if (key === 'clear-default') onSetDefault(null);
  };

  const actionItem = (id: string, label: string, critical = false) => (
    <MenuItem
      id={id}
      textValue={label}
      className={
        critical ? `${popoverStyles.item} ${popoverStyles.criticalItem}` : popoverStyles.item
      }
    >
      <CheckColumn isSelected={false} />
      <span className={popoverStyles.itemText}>{label}</span>
    </MenuItem>
  );

  return (
    <>
      <MenuTrigger>
        <Button ref={triggerRef} variant="secondary" size={size}>
          <ViewsTriggerFace />
        </Button>
        <Popover placement="bottom start" className={popoverStyles.menuPopover}>
          <Menu onAction={onAction} className={popoverStyles.list}>
            {mine.length > 0 ? (
              <MenuSection
                selectionMode="single"
                selectedKeys={selected}
                className={popoverStyles.section}
              >
                <Header className={popoverStyles.sectionHeader}>My views</Header>
                {mine.map((view) => (
                  <ViewItem key={viewKey(view.id)} view={view} />
                ))}
              </MenuSection>
            ) : null}
            {shared.length > 0 ? (
              <MenuSection
                selectionMode="single"
                selectedKeys={selected}
                className={popoverStyles.section}
              >
                <Header className={popoverStyles.sectionHeader}>Shared with the team</Header>
                {shared.map((view) => (
                  <ViewItem key={viewKey(view.id)} view={view} />
                ))}
              </MenuSection>
            ) : null}
            <MenuSection
              className={popoverStyles.section}
              aria-label={views.length > 0 ? 'Manage views' : undefined}
            >
              {views.length === 0 ? (
                // The empty state names the group that holds "Save view…": read as it is
                // reached, not only seen.
                <Header className={popoverStyles.listMessage}>No saved views yet</Header>
              ) : null}
              {actionItem('save', 'Save view…')}
              {current && current.canEdit && onRename
                ? actionItem('rename', `Rename “${current.name}”…`)
                : null}
              {current && !current.isDefault
                ? actionItem('make-default', `Make “${current.name}” my default`)
                : null}
              {hasDefault ? actionItem('clear-default', 'Clear default') : null}
              {current && current.canEdit && onDelete
                ? actionItem('delete', `Delete “${current.name}”…`, true)
                : null}
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
      {dialog && dialog.kind !== 'delete' ? (
        <ViewDialog
          key={dialog.key}
          mode={dialog.kind}
          initialName={dialog.kind === 'rename' ? dialog.view.name : ''}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) closeDialog();
          }}
          isSaving={isSaving}
          onSubmit={(input) =>
            dialog.kind === 'rename'
              ? onRename?.(dialog.view.id, input.name, dialog.view)
              : onSave(input)
          }
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <AlertDialog
          key={dialog.key}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) closeDialog();
          }}
          variant="critical"
          title={`Delete the view “${dialog.view.name}”?`}
          confirmLabel="Delete view"
          onConfirm={() => onDelete?.(dialog.view.id)}
        >
          {dialog.view.shared
            ? 'The view goes for the whole team. The items in the list stay as they are.'
            : 'The view goes for good. The items in the list stay as they are.'}
        </AlertDialog>
      ) : null}
    </>
  );
}
