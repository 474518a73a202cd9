import { THEME_WITH_TITLE_ALIGNMENT } from '@eventsite/core/constants/themes';
import { coverImageSizesAttribute, portraitSourceOf } from '@eventsite/core/rules/image-sources';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { HeaderModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { headerText } from './header-texts';
import { lazy } from 'react';
import { LazyGuestSection } from '../../lib/hydrated-signal';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { ImageIcon } from '../../components/ui/icons';
import { siteBrand } from '../shared/site-brand';
import styles from './header-view.module.css';

/*
 * Only wedding sites with an event logo draw one, so its designs and fitting come in their own chunk; the
 * server has drawn it into the page already, and the browser keeps that markup until the chunk arrives.
 */
const EventLogoView = lazy(() =>
  import('./event-logos/event-logo-view').then((module) => ({ default: module.EventLogoView })),
);

const SIZE_CLASS = { SMALL: styles.small, MEDIUM: styles.medium, LARGE: styles.large } as const;
/** The image's height in vh per size, as in header-view.module.css; the `sizes` hint depends on it. */
const IMAGE_HEIGHT_VH = { SMALL: 40, MEDIUM: 65, LARGE: 100 } as const;
const ALIGNMENT_CLASS = { '-1': styles.alignTop, '0': styles.alignMiddle, '1': styles.alignBottom } as const;

/**
 * The header (`001` "Header"): an edge-to-edge image at the owner's size, the title, or the wedding brand's
 * event logo, and a second line such as the date. The image is the first thing a guest sees, so it is
 * loaded eagerly and first.
 */
export function HeaderView({ module, context }: ModuleViewProps<HeaderModule>) {
  const { site, language, mode } = context;
  const title = translateText(module.title, language);
  const secondLine = translateText(module.secondLine, language);
  const eventLogo = site.eventLogo && siteBrand(context) === 'wedding' ? site.eventLogo : null;
  const image = module.image;
  // Only theme9 moves the title; the stored alignment is ignored by the other themes (`001` "Header").
  const alignment = site.theme === THEME_WITH_TITLE_ALIGNMENT ? module.verticalAlignment : 0;
  const size = module.userSelectedImageSize;
  const editing = mode === 'EDIT';
  const heightVh = IMAGE_HEIGHT_VH[size] ?? IMAGE_HEIGHT_VH.MEDIUM;

  if (!editing && image === null && title === '' && secondLine === '' && eventLogo === null) return null;

  return (
    <div
      className={[
        styles.header,
        image === null ? styles.plain : styles.withImage,
        SIZE_CLASS[size] ?? styles.medium,
        ALIGNMENT_CLASS[alignment] ?? styles.alignMiddle,
      ].join(' ')}
      data-size={size}
    >
      {image !== null && (
        <div className={styles.media}>
          <ResponsiveImage
            image={image}
            sizes={coverImageSizesAttribute(image.width, image.height, heightVh)}
            portrait={portraitSourceOf(heightVh)}
            alt=""
            className={styles.image}
            loading="eager"
            fetchPriority="high"
            silent
          />
          <div className={styles.overlay} />
        </div>
      )}
      <div className={styles.content}>
        {eventLogo !== null ? (
          <>
            <h1 className="visually-hidden">{title || `${eventLogo.name1} & ${eventLogo.name2}`}</h1>
            <div className={styles.logo}>
              <LazyGuestSection>
                <EventLogoView eventLogo={eventLogo} fonts={site.fonts} />
              </LazyGuestSection>
            </div>
          </>
        ) : (
          title !== '' && <h1 className={styles.title}>{title}</h1>
        )}
        {editing && image === null && title === '' && eventLogo === null && (
          <EditPlaceholder icon={<ImageIcon />}>
            {headerText('headerEmpty', ownerLanguageOf(context))}
          </EditPlaceholder>
        )}
        {secondLine !== '' ? (
          <p className={styles.secondLine}>{secondLine}</p>
        ) : (
          editing && (
            <p className={`${styles.secondLine} ${styles.placeholder}`}>
              {headerText('noDate', ownerLanguageOf(context))}
            </p>
          )
        )}
      </div>
    </div>
  );
}
