import { keysOf } from '../hooks/keys';
import { routeMutation, runOf } from '../hooks/mutation';
import { ifMatchOption, type EditVersion } from './callOptions';
import { hookOf } from './read';
import { routes } from '../routes';
import type { CreateInternalNoteBody, UpdateInternalNoteBody } from '../routes/offices';

/** Internal notes of an office (operations §2): add, edit, delete; each refreshes the office. */

const officeRead = (arg: { officeId: number }) => [keysOf(routes.office, { id: arg.officeId })];

export interface CreateInternalNoteArg {
  officeId: number;
  /** Rich text (HTML); an empty note is not saved (domain isInternalNoteSavable). */
  note: string;
}

/** The wire body of a new note (`office_id` as the spec writes it). */
export function toCreateInternalNoteBody(arg: CreateInternalNoteArg): CreateInternalNoteBody {
  return { office_id: arg.officeId, note: arg.note };
}

const createWrite = /* @__PURE__ */ routeMutation(routes.createInternalNote, {
  call: (arg: CreateInternalNoteArg) => ({ body: toCreateInternalNoteBody(arg) }),
  revalidate: officeRead,
});
export const createInternalNote = /* @__PURE__ */ runOf(createWrite);
export const useCreateInternalNote = /* @__PURE__ */ hookOf(createWrite);

export interface UpdateInternalNoteArg extends EditVersion {
  noteId: number;
  officeId: number;
  note: string;
}

/** The wire body of an edit: `{ internal_note: { note } }`. */
export function toUpdateInternalNoteBody(
  arg: Pick<UpdateInternalNoteArg, 'note'>,
): UpdateInternalNoteBody {
  return { internal_note: { note: arg.note } };
}

const updateWrite = /* @__PURE__ */ routeMutation(routes.updateInternalNote, {
  call: (arg: UpdateInternalNoteArg) => ({
    params: { id: arg.noteId },
    body: toUpdateInternalNoteBody(arg),
    ...ifMatchOption(arg.ifMatch),
  }),
  revalidate: officeRead,
});
export const updateInternalNote = /* @__PURE__ */ runOf(updateWrite);
export const useUpdateInternalNote = /* @__PURE__ */ hookOf(updateWrite);

export interface DeleteInternalNoteArg {
  noteId: number;
  officeId: number;
}

const deleteWrite = /* @__PURE__ */ routeMutation(routes.deleteInternalNote, {
  call: (arg: DeleteInternalNoteArg) => ({ params: { id: arg.noteId } }),
  revalidate: officeRead,
});
export const deleteInternalNote = /* @__PURE__ */ runOf(deleteWrite);
export const useDeleteInternalNote = /* @__PURE__ */ hookOf(deleteWrite);
