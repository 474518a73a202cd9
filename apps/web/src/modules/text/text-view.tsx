import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { TextModule } from '@eventsite/core/schemas/site-modules';
import { RichText } from '../../components/rich-text/rich-text';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { textModuleText } from './text-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { TextIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';

/** A title and rich text at a readable measure (`001` "Text"); the owner sees where the text goes. */
export function TextView({ module, context }: ModuleViewProps<TextModule>) {
  const title = translateText(module.title, context.language);
  const text = translateRichText(module.text, context.language);
  const placeholder = (
    <EditPlaceholder icon={<TextIcon />}>
      {textModuleText('textEmpty', ownerLanguageOf(context))}
    </EditPlaceholder>
  );

  if (title === '' && text === null) return context.mode === 'EDIT' ? placeholder : null;

  return (
    <div className={layout.text}>
      <ModuleHeading title={title} />
      {text === null ? context.mode === 'EDIT' && placeholder : <RichText document={text} />}
    </div>
  );
}
