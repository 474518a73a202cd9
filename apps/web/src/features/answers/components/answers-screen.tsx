import { distinctTitles } from '@eventsite/core/rules/distinct-titles';
import { translateText } from '@eventsite/core/rules/translate-text';
import { ChevronLeftIcon, Table2Icon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerFrame } from '../../../components/owner-frame/owner-frame';
import { Button } from '../../../components/ui/button';
import { useScreenTitle } from '../../../lib/document-title';
import { answerModuleName } from '../../../modules/shared/editor/answer-module-name';
import type { MessageId } from '../../../lib/i18n/messages';
import { exportAnswers } from '../export/export-answers';
import { languageNameIn } from '@eventsite/core/rules/language-names';
import { EventFilter } from './event-filter';
import { ANSWER_FORM_PARAMETER, type AnswersData } from './use-answers-data';
import styles from './answers-screen.module.css';

/** The action bar (`002` §2.5): the answers, the answers per question, and the export to Excel. */
function AnswersActionBar({ data }: { data: AnswersData }) {
  const intl = useIntl();
  const showError = useErrorDialog();
  const [exporting, setExporting] = useState(false);
  const answersPath = `${data.editorPath}visa-osa`;
  // The chosen module stays chosen when switching between the answers and the questions.
  const { search } = useLocation();
  const text = (id: MessageId) => intl.formatMessage({ id });

  const startExport = async () => {
    setExporting(true);
    try {
      // Every guest, whichever event is chosen: the columns per event tell who comes to what.
      await exportAnswers({
        table: data.allAnswers.table,
        counts: data.allAnswers.counts,
        events:
          data.events.length > 0
            ? { columns: data.events, yes: text('answers.export.yes'), no: text('answers.export.no') }
            : undefined,
        languageName: (code) => languageNameIn(intl.locale, code),
        texts: {
          answersSheet: text('answers.export.answersSheet'),
          countsSheet: text('answers.export.countsSheet'),
          date: text('answers.table.date'),
          language: text('answers.table.language'),
          party: text('answers.export.party'),
          question: text('answers.export.question'),
          answer: text('answers.export.answer'),
          count: text('answers.export.count'),
          noAnswer: text('answers.export.noAnswer'),
        },
      });
    } catch (error) {
      showError(error, { summary: text('answers.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab;

  return (
    <div className={styles.actionBar}>
      <nav className={styles.tabs} aria-label={text('answers.nav.label')}>
        <NavLink to={{ pathname: answersPath, search }} end className={tabClass}>
          <FormattedMessage id="answers.nav.answers" />
        </NavLink>
        <NavLink to={{ pathname: `${answersPath}/fragor`, search }} className={tabClass}>
          <FormattedMessage id="answers.nav.questions" />
        </NavLink>
      </nav>
      <Button
        variant="secondary"
        className={styles.exportButton}
        busy={exporting}
        disabled={data.status !== 'ready'}
        onClick={() => void startExport()}
      >
        {!exporting && <Table2Icon size={18} />}
        <FormattedMessage id="answers.export" />
      </Button>
    </div>
  );
}

/**
 * With several RSVPs, forms or speech sign-ups, which one's answers are shown: each is read apart, never
 * mixed in one table, chart or export.
 */
function FormPicker({ data }: { data: AnswersData }) {
  const intl = useIntl();
  if (data.forms.length < 2) return null;
  const written = data.forms.map(
    (form) => translateText(form.title, intl.locale) || answerModuleName(intl, form.kind),
  );
  const titles = distinctTitles(written);
  return (
    <nav className={styles.forms} aria-label={intl.formatMessage({ id: 'answers.forms.label' })}>
      <p className={styles.formsLabel} aria-hidden="true">
        <FormattedMessage id="answers.forms.label" />
      </p>
      <ul className={styles.formList}>
        {data.forms.map((form, index) => {
          const kind = answerModuleName(intl, form.kind);
          const title = titles[index]!;
          const chosen = form.id === data.form.id;
          return (
            <li key={form.id}>
              <RouterLink
                to={{ search: `?${ANSWER_FORM_PARAMETER}=${encodeURIComponent(form.id)}` }}
                className={chosen ? `${styles.formChoice} ${styles.chosenForm}` : styles.formChoice}
                aria-current={chosen ? 'true' : undefined}
                replace
              >
                <span className={styles.formTitle}>{title}</span>
                {written[index] !== kind && <span className={styles.formKind}>{kind}</span>}
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function DemoNotice({ reason }: { reason: NonNullable<AnswersData['demo']> }) {
  return (
    <section className={styles.demoNotice} aria-labelledby="answers-demo-title">
      <span className={styles.demoBadge}>
        <FormattedMessage id="answers.demo.badge" />
      </span>
      <div>
        <h2 id="answers-demo-title" className={styles.demoTitle}>
          <FormattedMessage id="answers.demo.title" />
        </h2>
        <p className={styles.demoText}>
          <FormattedMessage
            id={reason === 'quickStart' ? 'answers.demo.quickStart' : 'answers.demo.noAnswers'}
          />
        </p>
      </div>
    </section>
  );
}

export interface AnswersScreenProps {
  data: AnswersData;
  /** The screen's own heading, under the action bar. */
  heading: string;
  children: ReactNode;
}

/**
 * The two answers screens in the owner frame: a way back to the editor, the title, the action bar and,
 * while the answers are examples, a notice saying so.
 */
export function AnswersScreen({ data, heading, children }: AnswersScreenProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'answers.title' });
  useScreenTitle(heading === title ? title : `${heading} - ${title}`, {
    quickStart: data.siteId === undefined,
  });

  return (
    <OwnerFrame siteId={data.siteId ?? ''} quickStart={data.siteId === undefined}>
      <main className={styles.main}>
        <RouterLink to={data.editorPath} className={styles.back}>
          <ChevronLeftIcon size={18} strokeWidth={2} />
          <FormattedMessage id="answers.backToSite" />
        </RouterLink>
        <div className={styles.heading}>
          {/* Both tabs keep the eyebrow's line, so switching between them moves nothing (issue 39 item 9). */}
          <p className={styles.eyebrow} aria-hidden={heading === title || undefined}>
            {heading === title ? '\u00a0' : title}
          </p>
          <h1 className={styles.title}>{heading}</h1>
        </div>
        <FormPicker data={data} />
        <EventFilter data={data} />
        <AnswersActionBar data={data} />
        {data.status === 'ready' && data.demo !== null && <DemoNotice reason={data.demo} />}
        {children}
      </main>
    </OwnerFrame>
  );
}
