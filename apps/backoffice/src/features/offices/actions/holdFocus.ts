/** The hold under way, if any: one control at a time keeps focus, the latest asked for. */
let current: { stop: () => void } | null = null;

/**
 * Keeps focus on a control while an action it started runs and its record is read again:
 * a button that the action makes unavailable is drawn anew (the design system's Button puts
 * a control with a reason in an anchor of its own), and the element that had focus, or the
 * one a closing dialog gives focus back to, may be gone by then, leaving focus on the page's
 * body. Each frame until `release()` and `graceMs` after it, focus found on the body goes to
 * `target()` (the control as it is now drawn); it stops as soon as the person has moved focus
 * elsewhere (anything but the control itself or an open alert dialog), or when another
 * control's hold starts: Unpublish pressed just after Publish keeps focus on Unpublish, not on
 * Publish, whose hold would otherwise still be in its grace time when the question closes.
 */
export function holdFocus(
  target: () => HTMLElement | null | undefined,
  graceMs = 5000,
): { release: () => void } {
  current?.stop();
  let stopped = false;
  let until = Number.POSITIVE_INFINITY;
  const hold = {
    stop: () => {
      stopped = true;
      if (current === hold) current = null;
    },
  };
  current = hold;
  const tick = () => {
    if (stopped) return;
    const active = document.activeElement;
    if (active === null || active === document.body) {
      target()?.focus();
    } else if (active !== target() && !active.closest('[role="alertdialog"]')) {
      hold.stop();
      return;
    }
    if (performance.now() < until) requestAnimationFrame(tick);
    else hold.stop();
  };
  requestAnimationFrame(tick);
  return {
    release: () => {
      until = performance.now() + graceMs;
    },
  };
}
