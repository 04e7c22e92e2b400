export { ViewsMenu } from './ViewsMenu';
export { ViewsMenuStandIn } from './ViewsMenuStandIn';
export type { SavedView, SavedViewId, ViewsMenuProps } from './ViewsMenu';
export { VIEW_NAME_MAX, viewNameProblem } from './ViewDialog';
export type { SaveViewInput } from './ViewDialog';
