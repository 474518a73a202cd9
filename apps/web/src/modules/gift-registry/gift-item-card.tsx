import type { ReactNode } from 'react';
import { IMAGE_SIZE_HINTS } from '@eventsite/core/constants/image-sizes';
import { imageSizesAttribute } from '@eventsite/core/rules/image-sources';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GiftItem } from '@eventsite/core/schemas/gift-registry';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { giftRegistryText } from './gift-registry-texts';
import { ExternalIcon, GiftIcon } from '../../components/ui/icons';
import styles from './gift-registry-view.module.css';

const IMAGE_SIZES = imageSizesAttribute(IMAGE_SIZE_HINTS.giftItem);

export interface GiftItemCardProps {
  item: GiftItem;
  /** The item's status line (`001` §4), or '' for none. */
  status: string;
  /** A group gift's shares ('12 andelar à 500 kr'), or '' for none. */
  shares?: string;
  language: string;
  /** The reserve and cancel buttons, when the registry offers them. */
  actions?: ReactNode;
  /** Opens the large image (`001` §4 "Gift item dialog"). */
  onOpenImage?: () => void;
}

/** One wish: image, title, description, a link to read more and how many are reserved (`001` §3, §4). */
export function GiftItemCard({
  item,
  status,
  shares = '',
  language,
  actions,
  onOpenImage,
}: GiftItemCardProps) {
  const title = translateText(item.title, language);
  const description = translateText(item.description, language);
  return (
    <li className={styles.item} data-gift-id={item.id}>
      <div className={styles.media}>
        {item.image !== null && onOpenImage !== undefined ? (
          <button type="button" className={styles.imageButton} onClick={onOpenImage}>
            <ResponsiveImage image={item.image} sizes={IMAGE_SIZES} alt="" className={styles.image} />
            <span className="visually-hidden">
              {giftRegistryText('showLargeImage', language)}
              {title !== '' && `: ${title}`}
            </span>
          </button>
        ) : item.image !== null ? (
          <ResponsiveImage image={item.image} sizes={IMAGE_SIZES} alt="" className={styles.image} />
        ) : (
          <span className={styles.noImage} aria-hidden="true">
            <GiftIcon />
          </span>
        )}
        {status !== '' && <p className={styles.status}>{status}</p>}
      </div>
      <div className={styles.body}>
        {title !== '' && <h3 className={styles.title}>{title}</h3>}
        {shares !== '' && <p className={styles.shares}>{shares}</p>}
        {description !== '' && <p className={styles.description}>{description}</p>}
        {item.link !== null && (
          <a className={styles.link} href={item.link} target="_blank" rel="noopener noreferrer">
            {giftRegistryText('readMore', language)}
            <ExternalIcon />
            <span className="visually-hidden">{giftRegistryText('opensInNewTab', language)}</span>
          </a>
        )}
        {actions}
      </div>
    </li>
  );
}
