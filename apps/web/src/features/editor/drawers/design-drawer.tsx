import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppConfig } from '../../../lib/app-context';
import { ColorTab } from '../../../components/editor-ui/design-tabs/color-tab';
import { EventLogoTab } from './design/event-logo-tab';
import { FontTab } from '../../../components/editor-ui/design-tabs/font-tab';
import { SiteGraphicTab } from '../../../components/editor-ui/design-tabs/site-graphic-tab';
import { TemplateTab } from './design/template-tab';
import { ThemeTab } from './design/theme-tab';
import type { DrawerContentProps } from './drawer-content-props';
import styles from './design-drawer.module.css';

type TabId = 'templates' | 'themes' | 'fonts' | 'colors' | 'graphics' | 'logo';

/**
 * The Design drawer's content (`002` §2.4): design templates, layout themes, fonts, colours, decorations
 * and, for the wedding brand only, the event logo. Every choice goes through `onChange` at once, so the
 * page behind previews it and the site becomes unsaved.
 */
export default function DesignDrawer({ site, onChange }: DrawerContentProps) {
  const intl = useIntl();
  const { brand } = useAppConfig();
  const tabs: { id: TabId; content: ReactNode }[] = [
    { id: 'templates', content: <TemplateTab site={site} brand={brand} onChange={onChange} /> },
    { id: 'themes', content: <ThemeTab site={site} brand={brand} onChange={onChange} /> },
    { id: 'fonts', content: <FontTab site={site} onChange={onChange} /> },
    { id: 'colors', content: <ColorTab site={site} onChange={onChange} /> },
    { id: 'graphics', content: <SiteGraphicTab site={site} onChange={onChange} /> },
    ...(brand === 'wedding'
      ? [{ id: 'logo' as const, content: <EventLogoTab site={site} onChange={onChange} /> }]
      : []),
  ];

  return (
    <Tabs.Root className={styles.drawer} defaultValue="templates">
      <Tabs.List className={styles.tabList} aria-label={intl.formatMessage({ id: 'design.title' })}>
        {tabs.map(({ id }) => (
          <Tabs.Trigger key={id} value={id} className={styles.tab}>
            {intl.formatMessage({ id: `design.tab.${id}` })}
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
