/** A module that loads on a staff member's intent (see onIntent). */
export interface Intent<M> {
  /** Downloads the module once (again after a failure, so a dropped connection is not kept). */
  load: () => Promise<M>;
  /** The same for an event handler: its failure is left for the real `load` to meet. */
  preload: () => void;
  /**
   * The module once downloaded, else null. A dialog opened after its code came is drawn from
   * it directly, in the same commit as the press (as if it had been there all along), rather
   * than one step later: React Aria's focus scope then still knows the menu the dialog came
   * from, and gives focus back to that menu's button on closing.
   */
  loaded: () => M | null;
}

/**
 * A module that loads on a staff member's intent rather than with the screen: a dialog's or a
 * form's code, asked for when the menu or button that opens it is opened, hovered or focused,
 * and at the latest when it is pressed (intentComponent draws its components).
 */
export function onIntent<M>(importer: () => Promise<M>): Intent<M> {
  let pending: Promise<M> | null = null;
  let module: M | null = null;
  const load = () =>
    (pending ??= importer().then(
      (m) => (module = m),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return { load, preload: () => void load().catch(() => {}), loaded: () => module };
}
