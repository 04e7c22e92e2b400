export { Tabs, tabActivations } from './Tabs';
export type { TabsProps, TabItem, TabActivation } from './Tabs';
