import {
  PRINT_LAYOUTS,
  PRINT_PRICES_ORE,
  switchPrintLayout,
  type InterfaceLanguage,
  type Print,
  type PrintLayout,
} from '@eventsite/core';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppConfig } from '../../../lib/app-context';
import { useFormatPrice } from '../../../lib/use-format-price';
import type { MessageId } from '../../../lib/i18n/messages';
import { DrawerFrame } from '../../../components/editor-ui/drawer-frame';
import { ColorTab } from '../../../components/editor-ui/design-tabs/color-tab';
import { EventLogoTab } from '../../../modules/header/editor/event-logo-editor-tab';
import { FontTab } from '../../../components/editor-ui/design-tabs/font-tab';
import { SelectedCheck } from '../../../components/editor-ui/design-tabs/selected-check';
import { SiteGraphicTab } from '../../../components/editor-ui/design-tabs/site-graphic-tab';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import tabStyles from '../../../components/editor-ui/design-tabs/design-tabs.module.css';
import { DesignDrawerTabs } from '../../../components/editor-ui/design-tabs/design-drawer-tabs';
import type { PrintDesign, PrintEditorAction } from '../state/print-editor-state';
import { PrintCard } from './print-card';
import styles from './print-design-drawer.module.css';

export interface PrintDesignDrawerProps {
  print: Print;
  /** The card's site: the shared design tabs read and write a site, so they see the card's design on it. */
  site: SiteV2;
  /** The language a layout's new texts are in. */
  language: InterfaceLanguage;
  desktop: boolean;
  dispatch: (action: PrintEditorAction) => void;
  onClose: () => void;
}

function LayoutTab({
  print,
  language,
  dispatch,
}: Pick<PrintDesignDrawerProps, 'print' | 'language' | 'dispatch'>) {
  const intl = useIntl();
  const { market } = useAppConfig();
  const formatPrice = useFormatPrice();
  return (
    <div className={tabStyles.tab}>
      <ul className={styles.layouts}>
        {PRINT_LAYOUTS.map((layout: PrintLayout) => {
          const name = intl.formatMessage({ id: `prints.layout.${layout}` as MessageId });
          // Each choice shows this card in that layout, so the couple sees their own texts and photo.
          const preview = switchPrintLayout(print, layout, { language });
          return (
            <li key={layout}>
              <button
                type="button"
                className={`${tabStyles.card} ${styles.layoutCard}`}
                aria-pressed={print.layout === layout}
                aria-label={name}
                data-layout-choice={layout}
                onClick={() => dispatch({ type: 'layout', layout })}
              >
                <SelectedCheck />
                <span className={styles.layoutPreview}>
                  <PrintCard print={preview} page={1} widthPx={112} demoQr />
                </span>
                <span className={tabStyles.cardName}>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <SwitchField
        label={intl.formatMessage({ id: 'prints.design.rounded' })}
        hint={intl.formatMessage(
          { id: 'prints.design.roundedHint' },
          { price: formatPrice(PRINT_PRICES_ORE[market].roundedCornersPerCard) },
        )}
        checked={print.trim === 'rounded'}
        onCheckedChange={(rounded) => dispatch({ type: 'trim', trim: rounded ? 'rounded' : 'none' })}
      />
    </div>
  );
}

/** Layouts whose photo fills the whole front, so a graphic shows on the back only. */
/** The couple's names from the site's header logo, else the wizard, for a card's logo; none when unknown. */
function coupleNames(site: SiteV2): { name1: string; name2: string } | undefined {
  const source = site.eventLogo ?? site.wizardData;
  const names = { name1: source?.name1?.trim() ?? '', name2: source?.name2?.trim() ?? '' };
  return names.name1 !== '' || names.name2 !== '' ? names : undefined;
}

const PHOTO_COVERED_FRONTS: ReadonlySet<PrintLayout> = new Set(['TEXT_ON_PHOTO', 'TEXT_ON_PHOTO_GRADIENT']);

/**
 * The print editor's design drawer (`002` §2.5): Layout (with rounded corners), Grafik, Typsnitt, Färger and
 * Logga. The last four are the site design drawer's own tabs, working on the card's design.
 */
export function PrintDesignDrawer({
  print,
  site,
  language,
  desktop,
  dispatch,
  onClose,
}: PrintDesignDrawerProps) {
  const intl = useIntl();
  const asSite: SiteV2 = {
    ...site,
    colorScheme: print.colorScheme,
    fonts: print.fonts,
    siteGraphic: print.siteGraphic ?? null,
    eventLogo: print.eventLogo ?? null,
  };
  const onChange = (next: SiteV2) => {
    const design: Partial<PrintDesign> = {
      colorScheme: next.colorScheme ?? print.colorScheme,
      fonts: next.fonts,
      siteGraphic: next.siteGraphic ?? null,
      eventLogo: next.eventLogo ?? null,
    };
    dispatch({ type: 'design', design });
  };
  const title = intl.formatMessage({ id: 'prints.design.title' });
  const tabs: { id: string; content: ReactNode }[] = [
    { id: 'layout', content: <LayoutTab print={print} language={language} dispatch={dispatch} /> },
    {
      id: 'graphics',
      content: (
        <>
          {PHOTO_COVERED_FRONTS.has(print.layout) && (
            <p className={styles.graphicNote}>
              {intl.formatMessage({ id: 'prints.design.graphicBackOnly' })}
            </p>
          )}
          <SiteGraphicTab site={asSite} onChange={onChange} />
        </>
      ),
    },
    { id: 'fonts', content: <FontTab site={asSite} onChange={onChange} /> },
    { id: 'colors', content: <ColorTab site={asSite} onChange={onChange} /> },
    {
      id: 'logo',
      content: <EventLogoTab site={asSite} onChange={onChange} place="card" names={coupleNames(site)} />,
    },
  ];

  return (
    <DrawerFrame
      title={title}
      closeLabel={intl.formatMessage({ id: 'prints.design.close' })}
      desktop={desktop}
      onClose={onClose}
    >
      <DesignDrawerTabs
        label={title}
        tabs={tabs.map(({ id, content }) => ({
          id,
          name: intl.formatMessage({ id: `prints.design.${id}` as MessageId }),
          content,
        }))}
      />
    </DrawerFrame>
  );
}
