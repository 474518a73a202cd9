import type { SiteVersionEntry } from '@eventsite/core/schemas/site';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './versions-page.module.css';

export interface VersionListProps {
  versions: readonly SiteVersionEntry[];
  selected: number;
  onSelect: (siteVersion: number) => void;
}

/** The stored versions, newest first, each by the date and time it was saved. */
export function VersionList({ versions, selected, onSelect }: VersionListProps) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className={styles.list}>
      <legend className="visually-hidden">{intl.formatMessage({ id: 'versions.list' })}</legend>
      {versions.map((version, index) => (
        <label key={version.siteVersion} className={styles.version}>
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={version.siteVersion}
            checked={version.siteVersion === selected}
            onChange={() => onSelect(version.siteVersion)}
          />
          <span className={styles.versionText}>
            <span className={styles.versionDate}>
              {intl.formatDate(version.createdAt, { dateStyle: 'long' })}
            </span>
            <span className={styles.versionTime}>
              {intl.formatTime(version.createdAt, { timeStyle: 'short' })}
            </span>
          </span>
          {index === 0 && (
            <span className={styles.latest}>{intl.formatMessage({ id: 'versions.latest' })}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
