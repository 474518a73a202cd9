import type { Print } from '@eventsite/core/schemas/print';
import type { HslColor } from '@eventsite/core/schemas/color-scheme';
import { useIntl } from 'react-intl';
import styles from './print-order.module.css';

function css({ h, s, l }: HslColor): string {
  return `hsl(${h} ${s}% ${l}%)`;
}

/** The names or title block is the card's big line; the other front texts are set small around it. */
const HEADLINE_POSITIONS = new Set(['names', 'title']);

/** The texts of the card's front in their order, at most four. */
function frontTexts(print: Print): { id: string; text: string; headline: boolean }[] {
  return print.content
    .flatMap((item) =>
      item.page === 1 && item.contentType === 'text' && item.properties.text.trim() !== ''
        ? [
            {
              id: item.id,
              text: item.properties.text.trim(),
              headline: HEADLINE_POSITIONS.has(item.position),
            },
          ]
        : [],
    )
    .slice(0, 4);
}

/**
 * A stand-in for the card in the checkout: the card's shape (A6), colours, fonts, front texts and trim. The
 * shared card component replaces it once the print editor's rendering is in place.
 */
export function CardPreview({ print, rounded }: { print: Print; rounded: boolean }) {
  const intl = useIntl();
  const { colorScheme, fonts } = print;
  return (
    <figure className={styles.preview}>
      <div
        className={styles.previewCard}
        data-rounded={rounded ? '' : undefined}
        role="img"
        aria-label={intl.formatMessage({ id: 'printOrder.preview.label' })}
        style={{
          backgroundColor: css(colorScheme.background),
          color: css(colorScheme.onBackground),
          borderColor: css(colorScheme.primary),
        }}
      >
        <span className={styles.previewFrame} style={{ borderColor: css(colorScheme.primary) }} />
        {frontTexts(print).map(({ id, text, headline }) => (
          <span
            key={id}
            className={headline ? styles.previewTitle : styles.previewText}
            style={{
              fontFamily: headline
                ? `'${fonts.heading}', var(--font-display)`
                : `'${fonts.text}', var(--font-text)`,
            }}
          >
            {text}
          </span>
        ))}
      </div>
      <figcaption className={styles.previewCaption}>
        {intl.formatMessage({ id: 'printOrder.preview.caption' })}
      </figcaption>
    </figure>
  );
}
