import { anchorOf } from '@eventsite/core/rules/anchors';
import type { CatererSummary } from '@eventsite/core/rules/caterer-summary';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { FormElement } from '@eventsite/core/schemas/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../lib/i18n/messages';
import { getCatererSheet, useCatererSheet, useSetDietQuestions } from '../api/caterer-sheet';
import { exportCatererSheet } from '../export/export-answers';
import type { AnswersEvent } from './use-answers-data';
import styles from './caterer-panel.module.css';

export interface CatererPanelProps {
  siteId: string;
  formId: string;
  /** The RSVP's current questions; the free-text ones can be marked as diet or allergy. */
  questions: readonly FormElement[];
  /** The event of the programme chosen on the answers page: the sheet counts its coming guests only. */
  event: AnswersEvent | null;
}

/**
 * For the caterer (issue 21, item 7): the owner marks the RSVP's questions about diets and allergies, and
 * downloads a sheet with each option's count and every answer to the marked questions; with an event
 * chosen, of that event's coming guests only (issue 34 item 5).
 */
export function CatererPanel({ siteId, formId, questions, event }: CatererPanelProps) {
  const intl = useIntl();
  const showError = useErrorDialog();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const sheet = useCatererSheet(siteId, intl.locale);
  const setDietQuestions = useSetDietQuestions(siteId);
  const [downloading, setDownloading] = useState(false);
  // The owner's choice shows at once, not only once the mutation's state has caught up: a controlled box
  // would otherwise spring back for a moment. A failed save shows what is stored again.
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const marked = new Set(chosen ?? sheet.data?.questionIds ?? []);
  const freeText = questions.filter((question) => question.formElementType !== 'SingleSelect');

  const toggle = (questionId: string, on: boolean) => {
    const next = new Set(marked);
    if (on) next.add(questionId);
    else next.delete(questionId);
    setChosen([...next]);
    setDietQuestions.mutate([...next], {
      onError: (error) => {
        setChosen(null);
        showError(error, { summary: text('answers.caterer.saveFailed') });
      },
    });
  };

  /** Read afresh: answers may have come in since the screen opened. */
  const freshSummary = async (): Promise<CatererSummary> => {
    const fresh = await getCatererSheet(siteId, intl.locale, event?.id);
    const form = fresh.forms.find((candidate) => candidate.formId === formId);
    if (!form) throw new Error(`No RSVP ${formId} on the site.`);
    return form.summary;
  };

  const download = async () => {
    setDownloading(true);
    try {
      await exportCatererSheet(
        await freshSummary(),
        {
          event: text('answers.caterer.sheet.event'),
          countsSheet: text('answers.caterer.sheet.counts'),
          dietSheet: text('answers.caterer.sheet.diet'),
          guestsComing: text('answers.caterer.sheet.guestsComing'),
          question: text('answers.export.question'),
          option: text('answers.caterer.sheet.option'),
          count: text('answers.export.count'),
          party: text('answers.caterer.sheet.party'),
          guest: text('answers.caterer.sheet.guest'),
          answer: text('answers.export.answer'),
        },
        event
          ? intl.formatMessage({ id: 'answers.caterer.eventFileName' }, { event: anchorOf(event.title) })
          : text('answers.caterer.fileName'),
        event?.title,
      );
    } catch (error) {
      showError(error, { summary: text('answers.caterer.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="caterer-title">
      <div className={styles.intro}>
        <h2 id="caterer-title" className={styles.title}>
          <FormattedMessage id="answers.caterer.title" />
        </h2>
        <p className={styles.lead}>
          <FormattedMessage id="answers.caterer.lead" />
        </p>
        {event && (
          <p className={styles.event}>
            <FormattedMessage
              id="answers.caterer.forEvent"
              values={{ event: event.title, count: event.coming }}
            />
          </p>
        )}
      </div>
      <fieldset className={styles.questions} disabled={sheet.data === undefined}>
        <legend className={styles.legend}>
          <FormattedMessage id="answers.caterer.questions" />
        </legend>
        {freeText.length === 0 ? (
          <p className={styles.empty}>
            <FormattedMessage id="answers.caterer.noQuestions" />
          </p>
        ) : (
          <ul className={styles.list}>
            {freeText.map((question) => (
              <li key={question.id}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    checked={marked.has(question.id)}
                    onChange={(event) => toggle(question.id, event.currentTarget.checked)}
                  />
                  <span>{translateText(question.label, intl.locale)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Button
        variant="secondary"
        className={styles.download}
        busy={downloading}
        onClick={() => void download()}
      >
        {event ? (
          <FormattedMessage id="answers.caterer.downloadForEvent" values={{ event: event.title }} />
        ) : (
          <FormattedMessage id="answers.caterer.download" />
        )}
      </Button>
    </section>
  );
}
