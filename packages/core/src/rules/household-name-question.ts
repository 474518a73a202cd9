import type { FormElement } from '../schemas/form';
import { foldName } from './fold-name';

const NAME_WORDS = /(namn|name|navn|nimi)\b/u;

/**
 * The RSVP question a household's member names pre-fill through its personal link (issue 21, item 2): the
 * first short-text question whose label, in any language, says name ('Namn', 'Your name', 'Navn'), else the
 * first short-text question; null when the form has none.
 */
export function householdNameQuestionId(elements: readonly FormElement[]): string | null {
  const texts = elements.filter((element) => element.formElementType === 'ShortText');
  const named = texts.find((element) =>
    Object.values(element.label ?? {}).some((label) => NAME_WORDS.test(foldName(label ?? ''))),
  );
  return (named ?? texts[0])?.id ?? null;
}
