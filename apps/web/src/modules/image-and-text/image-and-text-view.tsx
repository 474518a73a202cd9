import { IMAGE_SIZE_HINTS } from '@eventsite/core/constants/image-sizes';
import { imageSizesAttribute } from '@eventsite/core/rules/image-sources';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { ImageAndTextModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { RichText } from '../../components/rich-text/rich-text';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { imageAndTextText } from './image-and-text-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { ImageIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import styles from './image-and-text-view.module.css';

const IMAGE_SIZES = imageSizesAttribute(IMAGE_SIZE_HINTS.imageAndText);
const SIZE_CLASS = { SMALL: styles.small, MEDIUM: styles.medium, LARGE: styles.large } as const;

/**
 * Title, second title, rich text and an image: side by side on wide screens, stacked on phones (`001`).
 * The owner sees where the image and the text go while both are missing.
 */
export function ImageAndTextView({ module, context }: ModuleViewProps<ImageAndTextModule>) {
  const title = translateText(module.title, context.language);
  const secondTitle = translateText(module.secondTitle, context.language);
  const text = translateRichText(module.text, context.language);
  const hasText = title !== '' || secondTitle !== '' || text !== null;
  const placeholder = (
    <EditPlaceholder icon={<ImageIcon />}>
      {imageAndTextText('imageAndTextEmpty', ownerLanguageOf(context))}
    </EditPlaceholder>
  );
  const showPlaceholder = context.mode === 'EDIT' && module.image === null && text === null;

  if (!hasText && module.image === null) return context.mode === 'EDIT' ? placeholder : null;

  return (
    <div
      className={[
        layout.content,
        styles.layout,
        module.image === null ? styles.textOnly : SIZE_CLASS[module.userSelectedImageSize],
      ].join(' ')}
    >
      {module.image !== null && (
        <div className={styles.media}>
          <ResponsiveImage
            image={module.image}
            sizes={IMAGE_SIZES}
            alt={translateText(module.imageAlt ?? {}, context.language)}
            className={styles.image}
          />
        </div>
      )}
      {hasText && (
        <div className={styles.body}>
          <ModuleHeading title={title} subtitle={secondTitle} />
          {showPlaceholder ? placeholder : <RichText document={text} />}
        </div>
      )}
    </div>
  );
}
