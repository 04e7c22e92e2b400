import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import * as styles from './Tabs.css';

export const tabActivations = ['automatic', 'manual'] as const;
export type TabActivation = (typeof tabActivations)[number];

/** One tab and its panel. */
export interface TabItem {
  /** Unique among the tabs; reported on selection. */
  id: string;
  label: string;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /**
   * Shown but not selectable.
   * @default false
   */
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list. */
  'aria-label': string;
  /** The tabs and their panels, in display order. */
  items: TabItem[];
  /** The selected tab (controlled). */
  selectedId?: string;
  /**
   * The tab selected at first (uncontrolled).
   * @default the first enabled tab
   */
  defaultSelectedId?: string;
  /** Called with the id of the newly selected tab. */
  onSelectionChange?: (id: string) => void;
  /**
   * `automatic` selects a tab as arrow keys reach it; `manual` waits for Enter or Space
   * (better when a panel is slow to draw).
   * @default 'automatic'
   */
  keyboardActivation?: TabActivation;
}

/**
 * Tabs on React Aria: ArrowLeft/ArrowRight move between tabs (Home/End to the ends), Tab
 * moves into the panel.
 */
export function Tabs({
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  keyboardActivation = 'automatic',
  ...props
}: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      keyboardActivation={keyboardActivation}
      disabledKeys={items.filter((i) => i.isDisabled).map((i) => i.id)}
    >
      <TabList aria-label={props['aria-label']} className={styles.list} items={items}>
        {(item) => (
          <Tab id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
