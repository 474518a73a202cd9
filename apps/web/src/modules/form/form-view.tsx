import { DEFAULT_SHOW_FORM_BUTTON_TEXT } from '@eventsite/core/constants/default-texts';
import { answerPagePath } from '@eventsite/core/rules/answer-page-path';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { FormModule } from '@eventsite/core/schemas/site-modules';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { moduleText } from '../shared/module-texts';
import { sendFormSubmission, submissionLanguage } from '../shared/guest-submission';
import { SendableForm } from '../shared/sendable-form';

/** A form guests fill in and send (`001` "Form module"), starting from its show-form button. */
export function FormView({ module, context }: ModuleViewProps<FormModule>) {
  const { language, site } = context;
  return (
    <SendableForm
      context={context}
      elements={module.form.formElements}
      emptyHint={moduleText('formEmpty', ownerLanguageOf(context))}
      answerPageHref={answerPagePath(site._id, module.id, language)}
      texts={{
        title: translateText(module.title, language),
        text: translateRichText(module.text, language),
        showFormButton:
          translateText(module.showFormButton, language) ||
          translateText(DEFAULT_SHOW_FORM_BUTTON_TEXT, language),
        sendButton: translateText(module.sendButton, language),
        confirmationTitle: translateText(module.confirmationTitle, language),
        confirmationText: translateText(module.confirmationText, language),
      }}
      send={(formElements, postKey) =>
        sendFormSubmission(site._id, {
          formElements,
          postKey,
          formId: module.id,
          language: submissionLanguage(language),
          formTitle: module.title,
        })
      }
    />
  );
}
