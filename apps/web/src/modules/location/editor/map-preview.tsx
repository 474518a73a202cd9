import { MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './map-settings.module.css';

export interface MapPreviewProps {
  /** The preview picture's address; null while there is no location. */
  src: string | null;
  location: string;
}

function MapPicture({ src, location }: { src: string; location: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <>
      {state === 'loading' && <span className={styles.mapLoading} aria-hidden="true" />}
      {state === 'failed' ? (
        <p className={styles.mapMessage}>
          {intl.formatMessage({ id: 'moduleEditors.location.previewFailed' })}
        </p>
      ) : (
        <img
          className={styles.mapImage}
          src={src}
          alt={intl.formatMessage({ id: 'moduleEditors.location.previewAlt' }, { location })}
          width={640}
          height={420}
          data-state={state}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </>
  );
}

/** The map as it will look, drawn by the server's preview call while the owner edits (`002` §7). */
export function MapPreview({ src, location }: MapPreviewProps) {
  const intl = useIntl();
  return (
    <div className={styles.mapFrame}>
      {src === null ? (
        <p className={styles.mapMessage}>
          <MapPinIcon size={24} />
          {intl.formatMessage({ id: 'moduleEditors.location.previewEmpty' })}
        </p>
      ) : (
        // A new address is a new picture: its loading state starts again.
        <MapPicture key={src} src={src} location={location} />
      )}
    </div>
  );
}
