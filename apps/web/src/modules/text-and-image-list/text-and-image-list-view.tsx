import { IMAGE_SIZE_HINTS } from '@eventsite/core/constants/image-sizes';
import { imageSizesAttribute } from '@eventsite/core/rules/image-sources';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { TextAndImageListItem, TextAndImageListModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { RichText } from '../../components/rich-text/rich-text';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { textAndImageListText } from './text-and-image-list-texts';
import { TextIcon } from '../../components/ui/icons';
import { ListModuleView } from '../shared/list-module-view';
import styles from './text-and-image-list-view.module.css';

// From 640 px the image is drawn at the spec's 220 px hint; below, the card is one column and the image
// spans it, so asking for 220 px there would give phones a blurry picture.
const IMAGE_SIZES = `(max-width: 639px) 100vw, ${imageSizesAttribute(IMAGE_SIZE_HINTS.listItem)}`;

function ListItem({ item, language }: { item: TextAndImageListItem; language: string }) {
  const title = translateText(item.title, language);
  const text = translateRichText(item.text, language);
  return (
    <li className={[styles.item, item.image === null ? styles.withoutImage : ''].filter(Boolean).join(' ')}>
      {item.image !== null && (
        <ResponsiveImage image={item.image} sizes={IMAGE_SIZES} alt="" className={styles.image} />
      )}
      <div className={styles.body}>
        {title !== '' && <h3 className={styles.title}>{title}</h3>}
        <RichText document={text} className={styles.text} />
      </div>
    </li>
  );
}

/** Titled texts with an image each, in rows that alternate sides on wide screens (`001` "List modules"). */
export function TextAndImageListView({ module, context }: ModuleViewProps<TextAndImageListModule>) {
  return (
    <ListModuleView
      title={translateText(module.title, context.language)}
      items={module.items}
      context={context}
      empty={{ icon: <TextIcon />, text: textAndImageListText('listEmpty', ownerLanguageOf(context)) }}
      width="contentMedium"
      listClassName={styles.list}
      renderItem={(item) => <ListItem key={item.id} item={item} language={context.language} />}
    />
  );
}
