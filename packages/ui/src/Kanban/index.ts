export { Kanban, kanbanHeadingLevels } from './Kanban';
export type {
  KanbanProps,
  KanbanColumn,
  KanbanMove,
  KanbanMore,
  KanbanHeadingLevel,
} from './Kanban';
