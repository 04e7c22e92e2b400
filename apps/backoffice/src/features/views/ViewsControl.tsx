import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  isApiError,
  useCreateSavedView,
  useDeleteSavedView,
  useSavedViews,
  useSetDefaultView,
  useUpdateSavedView,
} from '@backoffice/api';
import {
  EDIT_CONFLICT,
  VIEW_WORDS,
  currentViewOf,
  partVersion,
  permissionRefusal,
  viewChangeRefusal,
  viewQueryOf,
  type SavedView,
  type SavedViewScreen,
} from '@backoffice/domain';
import { ViewsMenu, type SavedView as MenuView, type SaveViewInput } from '@backoffice/ui';
import { useSignedInUser } from '@/features/session';
import { useNotify } from '@/shared/notify';
import { paths } from '@/shared/paths';

/** The search of a view's query ("" for the screen unfiltered). */
const searchOf = (view: Pick<SavedView, 'query'>) => (view.query ? `?${view.query}` : '');

/** The words of a refused save, kept in the dialog with what was typed. */
function failureText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return 'The view could not be saved.';
}

/**
 * The Views menu of a screen: apply a view (its filters and sort, written to the
 * URL, so Back returns to the filters before), save the screen's filters and sort as a view
 * (personal or shared with the team), rename, delete, and one's default view, which the
 * screen opens with when its URL has no filter of its own.
 */
export default function ViewsControl({
  screen,
  size,
}: {
  screen: SavedViewScreen;
  size?: 'sm' | 'md';
}) {
  const me = useSignedInUser();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, isValidating } = useSavedViews({ screen });
  const create = useCreateSavedView();
  const update = useUpdateSavedView();
  const remove = useDeleteSavedView();
  const setDefault = useSetDefaultView();
  const views = useMemo(() => data?.views ?? [], [data]);
  const current = currentViewOf(views, search, me.id);

  // The default view, once per arrival at the screen, and only when its URL names no filter (a
  // link someone shared, or Back, keeps its own); after Reset filters (the same screen) it
  // stays reset. Read from the server's answer of this visit, not an earlier visit's cache.
  const arrived = useRef<string | null>(null);
  const here = pathname === paths[screen];
  useEffect(() => {
    if (!here) {
      arrived.current = null;
      return;
    }
    if (arrived.current !== null || !data || isValidating) return;
    arrived.current = pathname;
    const preferred = views.find((v) => v.isDefault);
    if (preferred && viewQueryOf(search) === '' && preferred.query !== '')
      void navigate({ search: searchOf(preferred) }, { replace: true });
  }, [here, pathname, data, isValidating, views, search, navigate]);

  const writeRefusal = permissionRefusal(me.role, 'write');
  const menuViews = views.map((v): MenuView => ({
    id: v.id,
    name: v.name,
    shared: v.shared,
    isDefault: v.isDefault,
    canEdit:
      writeRefusal === null &&
      viewChangeRefusal({ authorId: v.author?.id ?? null, shared: v.shared }, me) === null,
    ...(v.author ? { authorName: v.author.id === me.id ? 'you' : v.author.name } : {}),
    version: partVersion('savedView', v),
  }));
  // The rename dialogs whose save was refused as stale (someone changed the view since it
  // opened): their next press of Rename saves over it, as the refusal says.
  const refusedStale = useRef(new WeakSet<MenuView>());
  const byId = (id: string | number) => views.find((v) => v.id === id);

  const save = async ({ name, shared, makeDefault }: SaveViewInput) => {
    if (writeRefusal) throw new Error(writeRefusal);
    try {
      const { view } = await create.trigger({ screen, name, query: viewQueryOf(search), shared });
      if (makeDefault) await setDefault.trigger({ screen, viewId: view.id });
      notify.show({ tone: 'success', message: VIEW_WORDS.saved(view.name) });
    } catch (error) {
      throw new Error(failureText(error), { cause: error });
    }
  };

  return (
    <ViewsMenu
      size={size}
      views={menuViews}
      currentViewId={current?.id ?? null}
      isSaving={create.isMutating}
      onApply={(id) => {
        const view = byId(id);
        if (view) void navigate({ search: searchOf(view) });
      }}
      onSave={save}
      onRename={async (id, name, began) => {
        const saveOver = refusedStale.current.has(began);
        try {
          await update.trigger({
            id: Number(id),
            screen,
            name,
            ...(saveOver || !began.version ? {} : { ifMatch: began.version }),
          });
          notify.show({ tone: 'success', message: VIEW_WORDS.saved(name.trim()) });
        } catch (error) {
          if (isApiError(error) && error.code === EDIT_CONFLICT) refusedStale.current.add(began);
          throw new Error(failureText(error), { cause: error });
        }
      }}
      onDelete={async (id) => {
        const view = byId(id);
        try {
          await remove.trigger({ id: Number(id), screen });
          if (view) notify.show({ tone: 'success', message: VIEW_WORDS.deleted(view.name) });
        } catch (error) {
          notify.failure(error);
        }
      }}
      onSetDefault={(id) => {
        const view = id === null ? null : byId(id);
        setDefault.trigger({ screen, viewId: id === null ? null : Number(id) }).then(
          () =>
            notify.show({
              tone: 'success',
              message: view ? VIEW_WORDS.defaultSet(view.name) : VIEW_WORDS.defaultCleared,
            }),
          (error: unknown) => notify.failure(error),
        );
      }}
    />
  );
}
