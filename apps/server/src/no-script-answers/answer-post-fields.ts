import {
  visibleFormElements,
  type EventAttendance,
  type FormDataElement,
  type FormElement,
} from '@eventsite/core';

/** The field of one guest's answer to one question; ids never hold a `/`. */
export function questionFieldName(guestIndex: number, elementId: string): string {
  return `g${guestIndex}/${elementId}`;
}

/** The field of one guest's "coming / not coming" to one event of the programme (issue 34). */
export function eventFieldName(guestIndex: number, eventId: string): string {
  return `g${guestIndex}/event/${eventId}`;
}

/** A posted form's fields, one value each (the last when a name repeats). */
export type PostedFields = Readonly<Record<string, string>>;

/**
 * One guest's answers as the web app sends them (`001` §3, §5): every question, a hidden one (its show
 * condition not met by the posted choices) left empty, since without script the page shows them all.
 */
export function postedFormData(
  elements: readonly FormElement[],
  fields: PostedFields,
  guestIndex: number,
): FormDataElement[] {
  const value = (element: FormElement) => fields[questionFieldName(guestIndex, element.id)] ?? '';
  const selected: Record<string, string> = {};
  for (const element of elements) {
    if (element.formElementType === 'SingleSelect' && value(element) !== '')
      selected[element.id] = value(element);
  }
  const visible = new Set(
    visibleFormElements({ formElements: [...elements] }, selected).map((element) => element.id),
  );
  return elements.map((formElement) => {
    const answer = visible.has(formElement.id) ? value(formElement) : '';
    if (formElement.formElementType === 'ShortText') {
      return { formElement, value: answer.trim(), selectedOption: null };
    }
    // An unknown option is sent as it came, so the form's own check names it.
    const selectedOption =
      answer === ''
        ? null
        : (formElement.options.find((option) => option.id === answer) ?? { id: answer, text: {} });
    return { formElement, value: null, selectedOption };
  });
}

/** One guest's posted "coming / not coming" per event; an event left unanswered is not in it. */
export function postedAttendance(
  eventIds: readonly string[],
  fields: PostedFields,
  guestIndex: number,
): EventAttendance[] {
  return eventIds.flatMap((eventId) => {
    const answer = fields[eventFieldName(guestIndex, eventId)];
    return answer === 'yes' || answer === 'no' ? [{ eventId, attending: answer === 'yes' }] : [];
  });
}
