import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styles from './design-drawer-tabs.module.css';

export interface DesignDrawerTab {
  id: string;
  name: string;
  content: ReactNode;
}

/** The row of tabs of a design drawer (the site's and the print's), the first one open. */
export function DesignDrawerTabs({ label, tabs }: { label: string; tabs: readonly DesignDrawerTab[] }) {
  return (
    <Tabs.Root className={styles.drawer} defaultValue={tabs[0]?.id}>
      <Tabs.List className={styles.tabList} aria-label={label}>
        {tabs.map(({ id, name }) => (
          <Tabs.Trigger key={id} value={id} className={styles.tab}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ id, content }) => (
        <Tabs.Content key={id} value={id} className={styles.panel}>
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
