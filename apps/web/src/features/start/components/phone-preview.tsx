import type { Brand, Market } from '@eventsite/core/constants/platform';
import { demoImage, type DemoImageName } from '@eventsite/core/demo/demo-images';
import { imageSources } from '@eventsite/core/rules/image-sources';
import { FormattedMessage } from 'react-intl';
import styles from './phone-preview.module.css';

/**
 * A drawing of a guest's phone showing the brand's demo site and its RSVP, with a new answer arriving:
 * what the product makes, told without words. The picture is the demo's own, served by this server.
 */
export function PhonePreview({
  brand,
  market,
  image,
}: {
  brand: Brand;
  market: Market;
  image: DemoImageName;
}) {
  const { src, srcSet } = imageSources(demoImage(image));
  return (
    <div className={styles.stage} aria-hidden="true">
      <div className={styles.phone}>
        <div className={styles.screen}>
          <div className={styles.header}>
            <img className={styles.image} src={src} srcSet={srcSet} sizes="20rem" alt="" />
            <div className={styles.headerText}>
              <p className={styles.siteTitle}>
                <FormattedMessage id={`start.preview.title.${brand}`} values={{ market }} />
              </p>
              <p className={styles.siteLine}>
                <FormattedMessage id={`start.preview.line.${brand}`} values={{ market }} />
              </p>
            </div>
          </div>
          <div className={styles.menu}>
            <span />
            <span />
            <span />
          </div>
          <div className={styles.rsvp}>
            <p className={styles.rsvpTitle}>
              <FormattedMessage id="start.preview.rsvp.title" />
            </p>
            <p className={styles.rsvpText}>
              <FormattedMessage id="start.preview.rsvp.text" />
            </p>
            <span className={styles.field}>
              <FormattedMessage id="start.preview.rsvp.name" />
            </span>
            <span className={`${styles.choice} ${styles.chosen}`}>
              <FormattedMessage id="start.preview.rsvp.yes" />
            </span>
            <span className={styles.choice}>
              <FormattedMessage id="start.preview.rsvp.no" />
            </span>
          </div>
        </div>
      </div>
      <div className={styles.notice}>
        <span className={styles.noticeIcon}>
          <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path
              d="m5 12.5 4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <span>
          <span className={styles.noticeTitle}>
            <FormattedMessage id="start.preview.notice.title" />
          </span>
          <span className={styles.noticeText}>
            <FormattedMessage id="start.preview.notice.text" />
          </span>
        </span>
      </div>
    </div>
  );
}
