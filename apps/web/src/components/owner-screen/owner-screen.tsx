import { ChevronLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { OwnerFrame } from '../owner-frame/owner-frame';
import { Ornament } from '../ui/card';
import styles from './owner-screen.module.css';
import { paths } from '../../lib/paths';

export interface OwnerScreenProps {
  siteId: string;
  title: string;
  lead?: ReactNode;
  /** Where the back link goes; the editor by default. */
  backTo?: string;
  backLabel?: string;
  /** A wider column, for screens with content beside content (e.g. the print checkout). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * An owner screen in the owner frame: a back link, a centred heading and the screen's content below (these
 * screens are never quick start, so the side menu has its feedback entry, `000` §2.4).
 */
export function OwnerScreen({
  siteId,
  title,
  lead,
  backTo,
  backLabel,
  wide = false,
  children,
}: OwnerScreenProps) {
  return (
    <OwnerFrame siteId={siteId} quickStart={false}>
      <main className={wide ? `${styles.screen} ${styles.wide}` : styles.screen}>
        <Link className={styles.back} to={backTo ?? paths.editor(siteId)}>
          <ChevronLeftIcon size={18} strokeWidth={2} />
          {backLabel ?? <FormattedMessage id="address.backToEditor" />}
        </Link>
        <header className={styles.header}>
          <Ornament />
          <h1 className={styles.title}>{title}</h1>
          {lead !== undefined && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </main>
    </OwnerFrame>
  );
}
