import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends ComponentPropsWithoutRef<'section'> {
  size?: 'narrow' | 'wide';
}

/** The raised paper surface the shell's screens sit on. */
export function Card({ size = 'narrow', className, ...props }: CardProps) {
  return (
    <section className={[styles.card, styles[size], className ?? ''].filter(Boolean).join(' ')} {...props} />
  );
}

/** The heading block at the top of a card: an ornament, the title and an optional lead text. */
export function CardHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className={styles.header}>
      <Ornament />
      <h1 className={styles.title}>{title}</h1>
      {lead !== undefined && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}

/** A small hairline-and-diamond divider in the brand accent, the shell's one decorative flourish. */
export function Ornament({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.ornament, className ?? ''].filter(Boolean).join(' ')}
      width="88"
      height="12"
      viewBox="0 0 88 12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 6h34M54 6h34" stroke="currentColor" strokeWidth="1" strokeLinecap="round" opacity="0.55" />
      <path d="M44 0.8 49.2 6 44 11.2 38.8 6Z" fill="currentColor" />
      <circle cx="32" cy="6" r="1.3" fill="currentColor" opacity="0.7" />
      <circle cx="56" cy="6" r="1.3" fill="currentColor" opacity="0.7" />
    </svg>
  );
}
