import { LEGACY_DEFAULT_TEXTS } from '@eventsite/core/constants/default-texts';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { Speech2Module } from '@eventsite/core/schemas/site-modules';
import { RichText } from '../../components/rich-text/rich-text';
import type { ModuleViewProps } from '../module-context';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import panel from '../shared/module-panel.module.css';

export interface Speech2StartProps extends ModuleViewProps<Speech2Module> {
  /** Fetches a post key and shows the sign-up form (`001` §4 "Speech sign-up"); wired with the forms. */
  onStart?: () => void;
}

/** The older speech sign-up before it is opened: title, text and its start button (`001` §4). */
export function Speech2Start({ module, context, onStart }: Speech2StartProps) {
  const { language } = context;
  const title = translateText(module.title, language);
  const text = translateRichText(module.text, language);
  return (
    <div className={panel.panel}>
      <ModuleHeading title={title} />
      <RichText document={text} />
      <div className={layout.actions}>
        <button type="button" className={layout.button} onClick={onStart}>
          {translateText(module.showFormButton, language) || LEGACY_DEFAULT_TEXTS.speechStartButton}
        </button>
      </div>
    </div>
  );
}

/** The older speech sign-up module (`001` §4), starting from its start button. */
export function Speech2View(props: ModuleViewProps<Speech2Module>) {
  return <Speech2Start {...props} />;
}
