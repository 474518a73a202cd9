import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppConfig } from '../../../lib/app-context';
import { DesignDrawerTabs } from '../../../components/editor-ui/design-tabs/design-drawer-tabs';
import { ColorTab } from '../../../components/editor-ui/design-tabs/color-tab';
import { EventLogoTab } from '../../../modules/header/editor/event-logo-editor-tab';
import { FontTab } from '../../../components/editor-ui/design-tabs/font-tab';
import { SiteGraphicTab } from '../../../components/editor-ui/design-tabs/site-graphic-tab';
import { TemplateTab } from './design/template-tab';
import { ThemeTab } from './design/theme-tab';
import type { DrawerContentProps } from './drawer-content-props';

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
    <DesignDrawerTabs
      label={intl.formatMessage({ id: 'design.title' })}
      tabs={tabs.map(({ id, content }) => ({
        id,
        name: intl.formatMessage({ id: `design.tab.${id}` }),
        content,
      }))}
    />
  );
}
