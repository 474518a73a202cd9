import { useId, type ReactNode } from 'react';
import styles from './more-drawer.module.css';

/** One block of the Mer drawer: a title and its content. */
export function DrawerSection({
  title,
  children,
  name,
}: {
  title: string;
  children: ReactNode;
  name: string;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-section={name}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
