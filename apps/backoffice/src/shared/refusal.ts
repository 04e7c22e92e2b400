import { isApiError } from '@backoffice/api';
import { EDIT_CONFLICT, type Toast } from '@backoffice/domain';

/** The server's code for a call the signed-in person's role may not make. */
export const FORBIDDEN = 'forbidden';

/**
 * The server's words when it refused a call for the signed-in person's role (403
 * `{ code: 'forbidden', description: 'Viewers cannot …' }`), else null. The screens disable
 * what a role may not use; this is for what slips through (a role changed meanwhile).
 */
export function roleRefusal(error: unknown): string | null {
  if (!isApiError(error) || (error.code !== FORBIDDEN && error.status !== 403)) return null;
  // Without the server's words, the catalogue would say 'Invalid status!': say what it means.
  return error.description ?? 'Your role cannot do this.';
}

/**
 * The toast of a failed write: the server's refusal in its words when the role may not, or
 * when someone changed the record since the screen showed it (409 `edit_conflict`, naming
 * them), else the screen's own toast ('Something went wrong'), which would not say why.
 */
export function failureToast(error: unknown, otherwise: Toast): Toast {
  const refusal =
    roleRefusal(error) ??
    (isApiError(error) && error.code === EDIT_CONFLICT ? error.description : null);
  return refusal ? { tone: 'critical', message: refusal } : otherwise;
}
