import { DEFAULT_SHOW_FORM_BUTTON_TEXT } from '@eventsite/core/constants/default-texts';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { FormModule } from '@eventsite/core/schemas/site-modules';
import { RichText } from '../../components/rich-text/rich-text';
import type { ModuleViewProps } from '../module-context';
import { moduleText } from '../module-texts';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import panel from '../shared/module-panel.module.css';

export interface FormStartProps extends ModuleViewProps<FormModule> {
  /** Fetches a post key and shows the form (`001` §4); wired when forms can be sent. */
  onShowForm?: () => void;
}

/** The form module before the guest opens it: title, text and the show-form button (`001` §4). */
export function FormStart({ module, context, onShowForm }: FormStartProps) {
  const { language } = context;
  const title = translateText(module.title, language);
  const text = translateRichText(module.text, language);
  const buttonText =
    translateText(module.showFormButton, language) || translateText(DEFAULT_SHOW_FORM_BUTTON_TEXT, language);
  return (
    <div className={panel.panel}>
      <ModuleHeading title={title} />
      <RichText document={text} />
      <div className={layout.actions}>
        <button type="button" className={layout.button} onClick={onShowForm}>
          {buttonText}
        </button>
      </div>
      {context.mode === 'EDIT' && module.form.formElements.length === 0 && (
        <p className={panel.hint}>{moduleText('formEmpty', language)}</p>
      )}
    </div>
  );
}

/** A form guests fill in and send (`001` "Form module"), starting from its show-form button. */
export function FormView(props: ModuleViewProps<FormModule>) {
  return <FormStart {...props} />;
}
