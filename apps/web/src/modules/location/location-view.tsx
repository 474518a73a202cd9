import { IMAGE_SIZE_HINTS } from '@eventsite/core/constants/image-sizes';
import { imageSizesAttribute } from '@eventsite/core/rules/image-sources';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { SavedMapImage } from '@eventsite/core/schemas/image';
import type { LocationModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { RichText } from '../../components/rich-text/rich-text';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { locationText } from './location-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { ExternalIcon, MapPinIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import { mapsSearchUrl } from './maps-search-url';
import styles from './location-view.module.css';

const IMAGE_SIZES = imageSizesAttribute(IMAGE_SIZE_HINTS.locationImage);

/** A saved map picture is one file; shown through ResponsiveImage it gets the same loading and failure rules. */
function mapAsImage(map: SavedMapImage) {
  return {
    path: map.path,
    fileName: map.fileName ?? '',
    cdn: map.cdn,
    sizes: [],
    width: map.width,
    height: map.height,
  };
}

function MapLink({
  location,
  map,
  language,
}: {
  location: string;
  map: SavedMapImage | null;
  language: string;
}) {
  return (
    <a
      className={[styles.map, map === null ? styles.withoutPicture : ''].filter(Boolean).join(' ')}
      href={mapsSearchUrl(location)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={locationText('openMap', language, { location })}
    >
      {map !== null && (
        <ResponsiveImage
          image={mapAsImage(map)}
          sizes={IMAGE_SIZES}
          alt=""
          className={styles.mapImage}
          silent
        />
      )}
      <span className={styles.label}>
        <MapPinIcon />
        <span className={styles.labelText}>{location}</span>
        <ExternalIcon />
      </span>
    </a>
  );
}

/** Where it happens: an image, texts, and the map picture linking to a maps search (`001` "Location"). */
export function LocationView({ module, context }: ModuleViewProps<LocationModule>) {
  const { language } = context;
  const title = translateText(module.title, language);
  const secondTitle = translateText(module.secondTitle, language);
  const text = translateRichText(module.text, language);
  const location = module.map?.location.trim() ?? '';
  const map = module.map?.map ?? null;
  const hasText = title !== '' || secondTitle !== '' || text !== null;

  if (!hasText && module.image === null && location === '') {
    if (context.mode !== 'EDIT') return null;
    return (
      <EditPlaceholder icon={<MapPinIcon />}>
        {locationText('locationEmpty', ownerLanguageOf(context))}
      </EditPlaceholder>
    );
  }

  return (
    <div className={layout.content}>
      <div
        className={[styles.layout, module.image === null ? styles.textOnly : ''].filter(Boolean).join(' ')}
      >
        {module.image !== null && (
          <div className={styles.media}>
            <ResponsiveImage image={module.image} sizes={IMAGE_SIZES} alt="" className={styles.image} />
          </div>
        )}
        {hasText && (
          <div className={styles.body}>
            <ModuleHeading title={title} subtitle={secondTitle} />
            <RichText document={text} />
          </div>
        )}
      </div>
      {location !== '' ? (
        <div className={`${layout.alignLikeTitle} ${styles.mapRow}`}>
          <MapLink location={location} map={map} language={language} />
        </div>
      ) : (
        context.mode === 'EDIT' && (
          <div className={styles.mapPlaceholder}>
            <EditPlaceholder icon={<MapPinIcon />}>
              {locationText('locationEmpty', ownerLanguageOf(context))}
            </EditPlaceholder>
          </div>
        )
      )}
    </div>
  );
}
