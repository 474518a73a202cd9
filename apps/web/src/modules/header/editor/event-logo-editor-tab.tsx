import { EVENT_LOGO_NAMES, type EventLogoName } from '@eventsite/core/constants/event-logos';
import {
  chooseEventLogo,
  clampEventLogoSlider,
  EVENT_LOGO_SLIDER_BOUNDS,
  eventLogoSliderValue,
  type EventLogoSlider,
} from '@eventsite/core/rules/event-logo-settings';
import type { HslColor } from '@eventsite/core/schemas/color-scheme';
import type { EventLogo } from '@eventsite/core/schemas/event-logo';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/ui/text-field';
import type { MessageId } from '../../../lib/i18n/messages';
import { EventLogoView } from '../event-logos/event-logo-view';
import { colorSchemeProperties, DEFAULT_COLOR_SCHEME } from '../../../themes/site-style';
import { HslPicker } from '../../../components/editor-ui/design-tabs/hsl-picker';
import { RangeField } from '../../../components/editor-ui/design-tabs/range-field';
import { SelectedCheck } from '../../../components/editor-ui/design-tabs/selected-check';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import styles from './event-logo-editor-tab.module.css';
import tabStyles from '../../../components/editor-ui/design-tabs/design-tabs.module.css';

const SLIDERS: readonly EventLogoSlider[] = ['fontSizeInitials', 'distanceInitialsX', 'distanceInitialsY'];

type LogoColor = 'colorText' | 'colorBackground';

export interface EventLogoTabProps {
  site: SiteV2;
  onChange: (next: SiteV2) => void;
  /** Where the logo shows: the site's header, or a printed card (issue 39 item 6), which the copy names. */
  place?: 'header' | 'card';
  /** The couple's names a logo without names of its own shows and starts with, instead of the demo's. */
  names?: Pick<EventLogo, 'name1' | 'name2'>;
}

/**
 * The wedding header's event logo (`001` "Event logo", `002` §2.4, §5): the seven designs or none, the
 * couple's names and an extra line, the badge's sliders, and colours of its own for text and background.
 */
export function EventLogoTab({ site, onChange, place = 'header', names }: EventLogoTabProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: id as MessageId }, values);
  const logo = site.eventLogo ?? null;
  const scheme = site.colorScheme ?? DEFAULT_COLOR_SCHEME;
  const setLogo = (next: EventLogo | null) => onChange({ ...site, eventLogo: next });
  const update = (changes: Partial<EventLogo>) => {
    if (logo) setLogo({ ...logo, ...changes });
  };
  const schemeColor: Record<LogoColor, HslColor> = {
    colorText: scheme.primary,
    colorBackground: scheme.background,
  };
  const hasNames = logo !== null && (logo.name1.trim() !== '' || logo.name2.trim() !== '');
  const choose = (name: EventLogoName) => {
    const chosen = chooseEventLogo(logo, name);
    return hasNames || !names ? chosen : { ...chosen, ...names };
  };

  return (
    <div className={tabStyles.tab}>
      <section className={tabStyles.section} aria-labelledby="design-logo-designs">
        <h3 id="design-logo-designs" className={tabStyles.sectionTitle}>
          {text(place === 'card' ? 'design.logo.designsCard' : 'design.logo.designs')}
        </h3>
        <ul className={tabStyles.grid}>
          {[null, ...EVENT_LOGO_NAMES].map((name: EventLogoName | null) => {
            const label = name === null ? text('design.logo.none') : text(`design.logo.name.${name}`);
            return (
              <li key={name ?? 'none'}>
                <button
                  type="button"
                  className={tabStyles.card}
                  aria-pressed={(logo?.name ?? null) === name}
                  aria-label={label}
                  onClick={() => setLogo(name === null ? null : choose(name))}
                >
                  <SelectedCheck />
                  <span className={styles.frame} style={colorSchemeProperties(site.colorScheme)}>
                    {name === null ? (
                      <span className={styles.titleSample}>{text('design.logo.titleSample')}</span>
                    ) : (
                      <EventLogoView eventLogo={choose(name)} fonts={site.fonts} demo={!hasNames && !names} />
                    )}
                  </span>
                  <span className={tabStyles.cardBody}>
                    <span className={tabStyles.cardName}>{label}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      {logo === null ? (
        <p className={tabStyles.note}>
          {text(place === 'card' ? 'design.logo.noneNoteCard' : 'design.logo.noneNote')}
        </p>
      ) : (
        <>
          <section className={tabStyles.section} aria-labelledby="design-logo-texts">
            <h3 id="design-logo-texts" className={tabStyles.sectionTitle}>
              {text('design.logo.texts')}
            </h3>
            <div className={styles.fields}>
              <TextField
                label={text('design.logo.name1')}
                value={logo.name1}
                maxLength={100}
                onChange={(event) => update({ name1: event.currentTarget.value })}
              />
              <TextField
                label={text('design.logo.name2')}
                value={logo.name2}
                maxLength={100}
                onChange={(event) => update({ name2: event.currentTarget.value })}
              />
            </div>
            <TextField
              label={text('design.logo.additionalText')}
              hint={text('design.logo.additionalTextHint')}
              value={logo.additionalText}
              maxLength={200}
              onChange={(event) => update({ additionalText: event.currentTarget.value })}
            />
          </section>

          {logo.name === 'ModernMonogramBadge' && (
            <section className={tabStyles.section} aria-labelledby="design-logo-initials">
              <h3 id="design-logo-initials" className={tabStyles.sectionTitle}>
                {text('design.logo.initials')}
              </h3>
              {SLIDERS.map((slider) => (
                <RangeField
                  key={slider}
                  label={text(`design.logo.${slider}`)}
                  min={EVENT_LOGO_SLIDER_BOUNDS[slider].min}
                  max={EVENT_LOGO_SLIDER_BOUNDS[slider].max}
                  value={eventLogoSliderValue(logo, slider)}
                  onChange={(value) => update({ [slider]: clampEventLogoSlider(slider, value) })}
                />
              ))}
            </section>
          )}

          <section className={tabStyles.section} aria-labelledby="design-logo-colors">
            <h3 id="design-logo-colors" className={tabStyles.sectionTitle}>
              {text('design.logo.colors')}
            </h3>
            {(['colorText', 'colorBackground'] as const).map((key) => {
              const own = logo[key];
              const label = text(`design.logo.${key}`);
              return (
                <div key={key} className={styles.colorOverride}>
                  <SwitchField
                    label={label}
                    hint={text(`design.logo.${key}Hint`)}
                    checked={own?.override === true}
                    onCheckedChange={(override) =>
                      update({ [key]: { override, color: own?.color ?? schemeColor[key] } })
                    }
                  />
                  {own?.override === true && (
                    <HslPicker
                      label={label}
                      color={own.color}
                      onChange={(color) => update({ [key]: { override: true, color } })}
                    />
                  )}
                </div>
              );
            })}
          </section>
        </>
      )}
    </div>
  );
}
