import styles from './module-heading.module.css';

export interface ModuleHeadingProps {
  title: string;
  /** A quieter line under the title, e.g. a module's second title. */
  subtitle?: string;
  className?: string;
}

/** A module's title (and second title) in the theme's title style; nothing when both are empty. */
export function ModuleHeading({ title, subtitle = '', className }: ModuleHeadingProps) {
  if (title === '' && subtitle === '') return null;
  return (
    <div className={[styles.heading, className ?? ''].filter(Boolean).join(' ')}>
      {title !== '' && <h2 className={styles.title}>{title}</h2>}
      {subtitle !== '' && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
