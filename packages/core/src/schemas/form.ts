import { z } from 'zod';
import { entityIdSchema, TEXT_LENGTH_LIMITS, textSchema } from './common';
import { siteLanguageCodeSchema, translatableShortTextSchema } from './translatable-text';

/** Show an element only when another element has one of these options selected; only the first option is used (`001` §5, `002` §3). */
export const showConditionSchema = z.object({
  type: z.literal('SHOW'),
  formElementId: entityIdSchema,
  formElementOptionIds: z.array(entityIdSchema).min(1).max(20),
});
export type ShowCondition = z.infer<typeof showConditionSchema>;

/** One answer of a SingleSelect (`002` §3 "FormElement"). */
export const formElementOptionSchema = z.object({
  id: entityIdSchema,
  text: translatableShortTextSchema.default({}),
});
export type FormElementOption = z.infer<typeof formElementOptionSchema>;

const showConditionsSchema = z.array(showConditionSchema).max(10).default([]);

/** A free-text question; optional unless `required` (`001` §5, `002` §4 "Form elements"). */
export const shortTextFormElementSchema = z.object({
  id: entityIdSchema,
  formElementType: z.literal('ShortText'),
  label: translatableShortTextSchema.default({}),
  required: z.boolean().default(false),
  showConditions: showConditionsSchema,
});

/** A one-choice question; always required for guests (`001` §5, `002` §4 "Form elements"). */
export const singleSelectFormElementSchema = z.object({
  id: entityIdSchema,
  formElementType: z.literal('SingleSelect'),
  label: translatableShortTextSchema.default({}),
  required: z.boolean().default(true),
  showConditions: showConditionsSchema,
  options: z.array(formElementOptionSchema).max(50).default([]),
});

/** A question of a form or RSVP (`002` §3 "FormElement"). */
export const formElementSchema = z.discriminatedUnion('formElementType', [
  shortTextFormElementSchema,
  singleSelectFormElementSchema,
]);
export type FormElement = z.infer<typeof formElementSchema>;
export type FormElementType = FormElement['formElementType'];

/** The questions of a Form or Rsvp module; element ids are unique (`002` §3 "Form"). */
export const formSchema = z
  .object({ formElements: z.array(formElementSchema).max(100).default([]) })
  .superRefine((form, context) => {
    const seen = new Set<string>();
    form.formElements.forEach((element, index) => {
      if (seen.has(element.id)) {
        context.addIssue({
          code: 'custom',
          message: `duplicate form element id ${element.id}`,
          path: ['formElements', index, 'id'],
        });
      }
      seen.add(element.id);
    });
  });
export type Form = z.infer<typeof formSchema>;

/** A guest's answer to one element: text for ShortText, the option for SingleSelect; hidden ones are empty (`001` §3, §5). */
export const formDataElementSchema = z.object({
  formElement: formElementSchema,
  value: textSchema.max(TEXT_LENGTH_LIMITS.long).nullable().optional(),
  selectedOption: formElementOptionSchema.nullable().optional(),
});
export type FormDataElement = z.infer<typeof formDataElementSchema>;

/** A single-use anti-spam key (`decisions.md` §3 "Post keys"). */
export const postKeySchema = textSchema.min(1).max(200);

/** What a guest sends from a Form module to `POST /api/form-submissions/{siteId}/` (`001` §7). */
export const formSubmissionSchema = z.object({
  formElements: z.array(formDataElementSchema).max(100),
  postKey: postKeySchema,
  /** The Form module's id. */
  formId: entityIdSchema,
  language: siteLanguageCodeSchema,
  /** The module's title. */
  formTitle: translatableShortTextSchema.default({}),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** The answer to a form or RSVP submission: true means the key was bad and nothing was stored (`decisions.md` §3). */
export const submissionResultSchema = z.object({ invertedSuccess: z.boolean() });
export type SubmissionResult = z.infer<typeof submissionResultSchema>;
