export { Kanban, kanbanHeadingLevels } from './Kanban';
export type {
  KanbanProps,
  KanbanColumn,
  KanbanMove,
  KanbanMore,
  KanbanCardAction,
  KanbanHeadingLevel,
} from './Kanban';
