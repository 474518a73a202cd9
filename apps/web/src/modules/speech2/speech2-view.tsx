import { LEGACY_DEFAULT_TEXTS } from '@eventsite/core/constants/default-texts';
import { speechCustomValues, speechFormElements } from '@eventsite/core/rules/speech-form';
import { answerPagePath } from '@eventsite/core/rules/answer-page-path';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { Speech2Module } from '@eventsite/core/schemas/site-modules';
import { useMemo } from 'react';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { moduleText } from '../shared/module-texts';
import { speech2Text } from './speech2-texts';
import { sendSpeechSubmission, submissionLanguage } from '../shared/guest-submission';
import { SendableForm } from '../shared/sendable-form';

/**
 * The older speech sign-up (`001` §4 "Speech sign-up"): the start button 'Anmälan av tal' fetches a post
 * key and opens the text fields, then the confirmation 'Tack för att du anmält dig att tala' or the robot
 * error; closing returns to the start button.
 */
export function Speech2View({ module, context }: ModuleViewProps<Speech2Module>) {
  const { language, site } = context;
  const elements = useMemo(() => speechFormElements(module), [module]);
  return (
    <SendableForm
      context={context}
      elements={elements}
      emptyHint={moduleText('formEmpty', ownerLanguageOf(context))}
      answerPageHref={answerPagePath(site._id, module.id, language)}
      failureTexts={{ send: speech2Text('speechSendFailed', language) }}
      texts={{
        title: translateText(module.title, language),
        text: translateRichText(module.text, language),
        showFormButton:
          translateText(module.showFormButton, language) || LEGACY_DEFAULT_TEXTS.speechStartButton,
        sendButton: translateText(module.sendButton, language),
        confirmationTitle: translateText(module.confirmationTitle, language),
        confirmationText:
          translateText(module.confirmationText, language) || LEGACY_DEFAULT_TEXTS.speechConfirmationText,
      }}
      send={(formElements, postKey) =>
        sendSpeechSubmission(site._id, {
          speech: { customValues: speechCustomValues(elements, formElements, language) },
          postKey,
          source: `site-form-${module.id}`,
          language: submissionLanguage(language),
        })
      }
    />
  );
}
