export { SidePanel, sidePanelSizes } from './SidePanel';
export type { SidePanelControls, SidePanelProps, SidePanelSize } from './SidePanel';
