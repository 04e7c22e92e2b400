import {
  closestCorners,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  ScreenReaderInstructions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCallback, useMemo, useState } from 'react';
import type { RefObject } from 'react';
import { useBoundedAutoScroll } from './autoScroll';
import { dropMove, parseKey } from './moves';
import type { SectionMove } from './moves';
import type { SectionsLatest } from './types';

export const instructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a row, press Space or Enter. Use the Up and Down arrow keys to move it, into ' +
    'another section too, then press Space or Enter to drop it, or Escape to cancel. ' +
    'The "Move to" menu of each row does the same without dragging.',
};

/** Prefer the row under the pointer, then its section; with no pointer, the nearest corners. */
export const rowsThenSections: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length > 0) {
    const rows = within.filter((c) => parseKey(String(c.id)).kind === 'row');
    return rows.length > 0 ? rows : within;
  }
  return closestCorners(args);
};

/**
 * The drag-and-drop wiring for `DndContext`: the sensors (pointer, and dnd-kit's sortable
 * keyboard sensor), the announcements, and the handlers that track the dragged row and the
 * section under it, and hand a drop to `attempt`.
 */
export function useSectionsDrag<TRow>(
  rootRef: RefObject<HTMLElement | null>,
  latest: { readonly current: SectionsLatest<TRow> },
  attempt: (move: SectionMove, focus: 'handle') => void,
) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [over, setOver] = useState<{
    sectionId: string;
    refused: boolean;
    insertBefore: string | null;
  } | null>(null);
  const autoScroll = useBoundedAutoScroll(rootRef);

  const rowLabel = useCallback(
    (key: string) => {
      const parsed = parseKey(key);
      if (parsed.kind !== 'row') return '';
      const section = latest.current.sections.find((s) => s.id === parsed.sectionId);
      const row = section?.rows.find((r) => latest.current.getRowId(r) === parsed.rowId);
      return row === undefined ? parsed.rowId : latest.current.getRowLabel(row);
    },
    [latest],
  );
  const sectionTitle = useCallback(
    (id: string) => latest.current.sections.find((s) => s.id === id)?.title ?? id,
    [latest],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements = useMemo<Announcements>(() => {
    const place = (key: string) => {
      const parsed = parseKey(key);
      const shape = latest.current.shapes.find((s) => s.id === parsed.sectionId);
      if (!shape) return '';
      if (parsed.kind === 'section') return `in ${sectionTitle(shape.id)}`;
      return `in ${sectionTitle(shape.id)}, position ${shape.rowIds.indexOf(parsed.rowId) + 1} of ${shape.rowIds.length}`;
    };
    return {
      onDragStart: ({ active }) =>
        `Picked up ${rowLabel(String(active.id))}, ${place(String(active.id))}.`,
      onDragOver: ({ active, over: target }) =>
        target
          ? `${rowLabel(String(active.id))} is over ${place(String(target.id))}.`
          : `${rowLabel(String(active.id))} is not over a section.`,
      onDragEnd: ({ active, over: target }) => {
        const label = rowLabel(String(active.id));
        if (!target) return `${label} was dropped and did not move.`;
        const move = dropMove(latest.current.shapes, String(active.id), String(target.id));
        if (!move) return `${label} was dropped where it was.`;
        const message = latest.current.validateMove?.(move) ?? null;
        if (message) return `${label} was not moved: ${message}`;
        return `${label} was dropped in ${sectionTitle(move.toSectionId)}, position ${move.toIndex + 1}.`;
      },
      onDragCancel: ({ active }) => `Moving ${rowLabel(String(active.id))} was cancelled.`,
    };
  }, [latest, rowLabel, sectionTitle]);

  // A refusal stays while the next drag runs and goes once a move goes through: it sits above
  // the sections, so emptying it as a drag starts would pull every section up under the pointer
  // (and out from under the place the person was aiming at).
  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      setActiveKey(String(event.active.id));
      autoScroll.start(event.activatorEvent);
    },
    [autoScroll],
  );

  const onDragOver = useCallback(
    ({ active, over: target }: DragOverEvent) => {
      if (!target) {
        setOver(null);
        return;
      }
      const overKey = String(target.id);
      const parsed = parseKey(overKey);
      const move = dropMove(latest.current.shapes, String(active.id), overKey);
      const crossing = move !== null && move.toSectionId !== move.fromSectionId;
      setOver({
        sectionId: parsed.sectionId,
        refused: crossing && Boolean(latest.current.validateMove?.(move)),
        insertBefore: crossing && parsed.kind === 'row' ? overKey : null,
      });
    },
    [latest],
  );

  const onDragEnd = useCallback(
    ({ active, over: target }: DragEndEvent) => {
      autoScroll.stop();
      setActiveKey(null);
      setOver(null);
      if (!target) return;
      const move = dropMove(latest.current.shapes, String(active.id), String(target.id));
      if (!move) return;
      // By keyboard or by mouse, the row is where the person's attention is: its handle gets
      // focus (a row dropped into another section is a new element, and the old one took the
      // focus a mouse press gave it along).
      attempt(move, 'handle');
    },
    [attempt, latest, autoScroll],
  );

  const onDragCancel = useCallback(() => {
    autoScroll.stop();
    setActiveKey(null);
    setOver(null);
  }, [autoScroll]);

  return {
    activeKey,
    over,
    sensors,
    announcements,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel,
  };
}
