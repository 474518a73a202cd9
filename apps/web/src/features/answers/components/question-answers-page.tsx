import { normalizeAnswerText } from '@eventsite/core/rules/rsvp-yes-no';
import type { RsvpQuestionCounts } from '@eventsite/core/rules/rsvp-answer-counts';
import { ChevronDownIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { AnswersScreen } from './answers-screen';
import { AnswersState } from './answers-state';
import type { AnswersData } from './use-answers-data';
import styles from './question-answers-page.module.css';

function matches(text: string, filter: string): boolean {
  return normalizeAnswerText(text).includes(filter);
}

/** The questions the filter finds: by label with every answer, or by answer with just the answers found. */
function filterQuestions(counts: readonly RsvpQuestionCounts[], filter: string): RsvpQuestionCounts[] {
  if (filter === '') return [...counts];
  return counts.flatMap((question) => {
    if (matches(question.column.label, filter)) return [question];
    const answers = question.answers.filter((answer) => matches(answer.text, filter));
    return answers.length > 0 ? [{ ...question, answers }] : [];
  });
}

function QuestionAnswers({ question, guests }: { question: RsvpQuestionCounts; guests: number }) {
  const singleSelect = question.column.formElementType === 'SingleSelect';
  const shown = singleSelect ? question.answers : question.answers.filter((answer) => answer.count > 0);
  if (shown.length === 0) {
    return (
      <p className={styles.none}>
        <FormattedMessage id="answers.questions.noAnswers" />
      </p>
    );
  }
  return (
    <ul className={styles.answers}>
      {shown.map((answer) => (
        <li key={answer.optionId ?? answer.text} className={styles.answer}>
          <div className={styles.answerRow}>
            <span className={styles.answerText}>{answer.text}</span>
            <span className={styles.answerCount}>
              <FormattedMessage id="answers.questions.times" values={{ count: answer.count }} />
            </span>
          </div>
          {singleSelect && (
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${guests > 0 ? (answer.count / guests) * 100 : 0}%` }} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * `/redigera/{siteId}/visa-osa/fragor` (`002` §2.1, §2.5): per question the answers grouped and counted, a
 * single-select question's count per option, in an accordion with a filter over questions and answers; for
 * version-2 and version-1 sites alike.
 */
export function QuestionAnswersPage({ data }: { data: AnswersData }) {
  const intl = useIntl();
  const [filterText, setFilterText] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const filter = normalizeAnswerText(filterText);
  const questions = useMemo(() => filterQuestions(data.counts, filter), [data.counts, filter]);
  // While filtering, every question found is open, so the answers found are in view.
  const isOpen = (key: string) => filter !== '' || open.has(key);
  const allOpen = questions.length > 0 && questions.every((question) => isOpen(question.column.key));

  const toggle = (key: string, nowOpen: boolean) =>
    setOpen((current) => {
      if (nowOpen === current.has(key)) return current;
      const next = new Set(current);
      if (nowOpen) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <AnswersScreen data={data} heading={intl.formatMessage({ id: 'answers.questions.title' })}>
      {data.status !== 'ready' ? (
        <AnswersState data={data} />
      ) : (
        <div className={styles.layout}>
          <TextField
            type="search"
            className={styles.filter}
            label={intl.formatMessage({ id: 'answers.questions.filter' })}
            hint={intl.formatMessage({ id: 'answers.questions.filterHint' })}
            value={filterText}
            onChange={(event) => setFilterText(event.currentTarget.value)}
          />
          {filter === '' && questions.length > 0 && (
            <div className={styles.tools}>
              <Button
                variant="quiet"
                onClick={() =>
                  setOpen(allOpen ? new Set() : new Set(questions.map((question) => question.column.key)))
                }
              >
                <FormattedMessage
                  id={allOpen ? 'answers.questions.collapseAll' : 'answers.questions.expandAll'}
                />
              </Button>
            </div>
          )}
          {questions.length === 0 ? (
            <p className={styles.empty}>
              {filter === '' ? (
                <FormattedMessage id="answers.questions.none" />
              ) : (
                <FormattedMessage id="answers.questions.noMatch" values={{ filter: filterText.trim() }} />
              )}
            </p>
          ) : (
            <div className={styles.accordion}>
              {questions.map((question) => (
                <details
                  key={question.column.key}
                  className={styles.item}
                  open={isOpen(question.column.key)}
                  onToggle={(event) => {
                    if (filter === '') toggle(question.column.key, event.currentTarget.open);
                  }}
                >
                  <summary className={styles.summary}>
                    <span className={styles.summaryText}>
                      <span className={styles.question}>{question.column.label}</span>
                      <span className={styles.meta}>
                        <span className={styles.tag}>
                          {/* The question type as the form editor names it. */}
                          <FormattedMessage
                            id={`formEditor.question.type.${question.column.formElementType}`}
                          />
                        </span>
                        {!question.column.current && (
                          <span className={`${styles.tag} ${styles.oldTag}`}>
                            <FormattedMessage id="answers.questions.oldQuestion" />
                          </span>
                        )}
                        <span>
                          <FormattedMessage
                            id="answers.questions.answered"
                            values={{ count: question.answered }}
                          />
                        </span>
                      </span>
                    </span>
                    <ChevronDownIcon className={styles.chevron} strokeWidth={2} />
                  </summary>
                  <div className={styles.panel}>
                    <QuestionAnswers question={question} guests={question.answered + question.unanswered} />
                    {question.unanswered > 0 && (
                      <p className={styles.unanswered}>
                        <FormattedMessage
                          id="answers.questions.unanswered"
                          values={{ count: question.unanswered }}
                        />
                      </p>
                    )}
                  </div>
                </details>
              ))}
            </div>
          )}
        </div>
      )}
    </AnswersScreen>
  );
}
