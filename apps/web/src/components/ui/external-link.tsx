import type { ComponentPropsWithoutRef } from 'react';
import styles from './link.module.css';

export interface ExternalLinkProps extends ComponentPropsWithoutRef<'a'> {
  href: string;
  tone?: 'accent' | 'muted';
}

/** A text link that leaves the app (another host, a mail address); it needs no router, so guests get it too. */
export function ExternalLink({ tone = 'accent', className, ...props }: ExternalLinkProps) {
  return <a className={[styles.link, styles[tone], className ?? ''].filter(Boolean).join(' ')} {...props} />;
}
