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

/**
 * Shown only to a browser without JavaScript, where the module's answers are sent from: a link to the
 * server's answer page (issue 40), which takes them as a plain form post. The cached page stays the same
 * for every guest; the page behind the link issues its own post key. The link alone sends our own answer
 * page the whole address (the guest page's policy sends only the origin), so a personal link's `?g=`
 * reaches it and the household answers as itself.
 */
export function AnswerWithoutScript({ href, text }: { href: string; text: string }) {
  return (
    <noscript>
      <p className={styles.note}>
        <a href={href} referrerPolicy="same-origin">
          {text}
        </a>
      </p>
    </noscript>
  );
}
