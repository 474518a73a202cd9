import type { ReactNode } from 'react';
import styles from './count-tiles.module.css';

export interface CountTile {
  /** Names the tile for tests (`count-{key}`). */
  key: string;
  label: string;
  value: ReactNode;
  /** Small words after the figure on its line: its unit, or what else it counts. */
  detail?: ReactNode;
  /** The figure the screen is about, drawn in the accent. */
  accent?: boolean;
}

/**
 * An owner screen's figures as tiles (the guest list's answers, the thank-you list's gifts): two by two on a
 * phone, an odd last one across the row, all in one row on wider screens.
 */
export function CountTiles({ label, tiles }: { label: string; tiles: readonly CountTile[] }) {
  return (
    <dl className={styles.counts} aria-label={label}>
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className={tile.accent ? `${styles.count} ${styles.accent}` : styles.count}
          data-testid={`count-${tile.key}`}
        >
          <dt>{tile.label}</dt>
          <dd>
            {tile.value}
            {tile.detail !== undefined && <span className={styles.detail}>{tile.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
