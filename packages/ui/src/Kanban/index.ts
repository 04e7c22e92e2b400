export { Kanban, kanbanHeadingLevels } from './Kanban';
export type { KanbanProps, KanbanColumn, KanbanMove, KanbanHeadingLevel } from './Kanban';
