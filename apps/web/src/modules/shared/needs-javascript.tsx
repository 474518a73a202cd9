import styles from './needs-javascript.module.css';

/**
 * Said only to a browser without JavaScript, next to what cannot work there (sending a form, an RSVP, a
 * reservation): the page itself is drawn by the server and reads fine without it.
 */
export function NeedsJavaScript({ text }: { text: string }) {
  return (
    <noscript>
      <p className={styles.note}>{text}</p>
    </noscript>
  );
}
