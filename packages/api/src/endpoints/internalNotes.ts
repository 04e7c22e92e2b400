import { callRoute, type ApiClient } from '../client/client';
import { keysOf } from '../hooks/keys';
import { useApiMutation, type ApiMutation } from '../hooks/mutation';
import { routes } from '../routes';
import type { InternalNoteAnswer, MessageAnswer } from '../structs/answers';
import type { CreateInternalNoteBody, UpdateInternalNoteBody } from '../structs/bodies';

/** Internal notes of an office (operations §2): add, edit, delete; each refreshes the office. */

export interface CreateInternalNoteArg {
  officeId: number;
  /** Rich text (HTML); an empty note is not saved (domain isInternalNoteSavable). */
  note: string;
}

/** The wire body of a new note (`office_id` as the spec writes it). */
export function toCreateInternalNoteBody(arg: CreateInternalNoteArg): CreateInternalNoteBody {
  return { office_id: arg.officeId, note: arg.note };
}

export function createInternalNote(
  client: ApiClient,
  arg: CreateInternalNoteArg,
): Promise<InternalNoteAnswer> {
  return callRoute(client, routes.createInternalNote, { body: toCreateInternalNoteBody(arg) });
}

export function useCreateInternalNote(): ApiMutation<CreateInternalNoteArg, InternalNoteAnswer> {
  return useApiMutation({
    name: routes.createInternalNote.name,
    run: createInternalNote,
    revalidate: (arg) => [keysOf(routes.office, { id: arg.officeId })],
  });
}

export interface UpdateInternalNoteArg {
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

export function updateInternalNote(
  client: ApiClient,
  arg: UpdateInternalNoteArg,
): Promise<InternalNoteAnswer> {
  return callRoute(client, routes.updateInternalNote, {
    params: { id: arg.noteId },
    body: toUpdateInternalNoteBody(arg),
  });
}

export function useUpdateInternalNote(): ApiMutation<UpdateInternalNoteArg, InternalNoteAnswer> {
  return useApiMutation({
    name: routes.updateInternalNote.name,
    run: updateInternalNote,
    revalidate: (arg) => [keysOf(routes.office, { id: arg.officeId })],
  });
}

export interface DeleteInternalNoteArg {
  noteId: number;
  officeId: number;
}

export function deleteInternalNote(
  client: ApiClient,
  arg: DeleteInternalNoteArg,
): Promise<MessageAnswer> {
  return callRoute(client, routes.deleteInternalNote, { params: { id: arg.noteId } });
}

export function useDeleteInternalNote(): ApiMutation<DeleteInternalNoteArg, MessageAnswer> {
  return useApiMutation({
    name: routes.deleteInternalNote.name,
    run: deleteInternalNote,
    revalidate: (arg) => [keysOf(routes.office, { id: arg.officeId })],
  });
}
