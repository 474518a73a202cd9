import { LEGACY_DEFAULT_TEXTS } from '@eventsite/core/constants/default-texts';
import { formatAnswerBy, isRsvpClosed } from '@eventsite/core/rules/rsvp-deadline';
import { siteDateOf } from '@eventsite/core/rules/site-date';
import { speechDeadlineOf } from '@eventsite/core/rules/speech-deadline';
import { speechSlotsOf } from '@eventsite/core/rules/speech-slots';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { Speech2Module, Toastmaster } from '@eventsite/core/schemas/site-modules';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { RichText } from '../../components/rich-text/rich-text';
import { Spinner } from '../../components/ui/spinner';
import type { ModuleViewProps } from '../module-context';
import { FormLoading } from '../shared/form-loading';
import { fetchPostKey, sendSpeechSubmission, submissionLanguage } from '../shared/guest-submission';
import { LazyOutcomeDialog } from '../shared/lazy-form-parts';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import { moduleText } from '../shared/module-texts';
import { NeedsJavaScript } from '../shared/needs-javascript';
import panel from '../shared/module-panel.module.css';
import { personalLinkToken, usePersonalLinkHousehold } from '../shared/personal-link-household';
import { errorOutcome, useGuestSend } from '../shared/use-guest-send';
import { emptySpeechAnswers, speechOf, type SpeechAnswers } from './speech-answers';
import { speechSignupText } from './speech-signup-texts';
import { speech2Text } from './speech2-texts';
import styles from './speech-signup.module.css';

/* The form's fields load when a guest opens it, while the post key is fetched. */
const loadSignupForm = () => import('./speech-signup-form');
const LazySpeechSignupForm = lazy(() =>
  loadSignupForm().then((module) => ({ default: module.SpeechSignupForm })),
);

function ToastmasterContacts({ toastmasters, language }: { toastmasters: Toastmaster[]; language: string }) {
  const named = toastmasters.filter((toastmaster) => toastmaster.name !== '');
  if (named.length === 0) return null;
  const text = (key: Parameters<typeof speechSignupText>[0], name = '') =>
    speechSignupText(key, language, { name });
  return (
    <section
      className={styles.toastmasters}
      aria-label={text(named.length > 1 ? 'toastmastersTwo' : 'toastmasters')}
    >
      <p className={styles.eyebrow}>{text(named.length > 1 ? 'toastmastersTwo' : 'toastmasters')}</p>
      <ul className={styles.toastmasterList}>
        {named.map((toastmaster) => (
          <li key={toastmaster.id} className={styles.toastmaster}>
            <span className={styles.toastmasterName}>{toastmaster.name}</span>
            {(toastmaster.mail !== '' || toastmaster.phone !== '') && (
              <span className={styles.toastmasterLinks}>
                {toastmaster.mail !== '' && (
                  <a
                    href={`mailto:${toastmaster.mail}`}
                    aria-label={text('mailTo', toastmaster.name)}
                    className={styles.contactLink}
                  >
                    {toastmaster.mail}
                  </a>
                )}
                {toastmaster.phone !== '' && (
                  <a
                    href={`tel:${toastmaster.phone.replace(/[^\d+]/g, '')}`}
                    aria-label={text('callTo', toastmaster.name)}
                    className={styles.contactLink}
                  >
                    {toastmaster.phone}
                  </a>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.toastmastersLead}>{text('toastmastersLead')}</p>
    </section>
  );
}

/**
 * A version-2 site's speech sign-up (issue 36 item 1) in the states of the spec's (`001` §4 "Speech
 * sign-up"): the start button fetches a post key and opens the questions (name, relation, minutes, when,
 * needs, a note, how to reach the speaker), a send shows the confirmation or the robot error, and closing
 * returns to the start button. The toastmasters and the last day are shown; after that day, a closed note
 * replaces the button. A personal link's household names the speaker.
 */
export function SpeechSignupView({ module, context }: ModuleViewProps<Speech2Module>) {
  const { language, site, market, mode } = context;
  const siteModules = site.usesSiteModules ? site.siteModules : null;
  const slots = useMemo(() => speechSlotsOf(module, siteModules ?? []), [module, siteModules]);
  const deadline = speechDeadlineOf(module, siteModules === null ? null : siteDateOf({ siteModules }));
  const closed =
    deadline !== null && isRsvpClosed({ answerBy: deadline, closeAfterAnswerBy: true }, new Date(), market);
  const deadlineText = deadline === null ? '' : formatAnswerBy(deadline, language, market);

  const [postKey, setPostKey] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [answers, setAnswers] = useState<SpeechAnswers>(emptySpeechAnswers);
  const { sending, outcome, setOutcome, sendAnswers } = useGuestSend(context);
  const startButton = useRef<HTMLButtonElement | null>(null);
  const household = usePersonalLinkHousehold(site._id, mode === 'PUBLIC');
  const members = household === null ? [] : household.members.filter((member) => member.trim() !== '');
  const suggestedName = household === null ? '' : (members[0] ?? household.name);

  useEffect(() => {
    if (suggestedName !== '')
      setAnswers((current) => (current.name === '' ? { ...current, name: suggestedName } : current));
  }, [suggestedName]);

  const open = async () => {
    void loadSignupForm();
    setLoading(true);
    try {
      setPostKey(await fetchPostKey('form-submissions'));
    } catch (error) {
      setOutcome(errorOutcome(speech2Text('speechLoadFailed', language), error, language));
    } finally {
      setLoading(false);
    }
  };

  const submit = async () => {
    if (postKey === null) return;
    const token = personalLinkToken();
    await sendAnswers(
      () =>
        sendSpeechSubmission(site._id, {
          speech: speechOf(answers, token),
          postKey,
          source: `site-form-${module.id}`,
          language: submissionLanguage(language),
        }),
      speech2Text('speechSendFailed', language),
      () => {
        setAnswers({ ...emptySpeechAnswers, name: suggestedName });
        setPostKey(null);
      },
    );
  };

  return (
    <>
      <div className={`${panel.panel} ${styles.panel}`}>
        <ModuleHeading title={translateText(module.title, language)} />
        <RichText document={translateRichText(module.text, language)} />
        <ToastmasterContacts toastmasters={module.toastmasters} language={language} />
        {closed ? (
          <p className={styles.closed} role="status">
            {speechSignupText('closed', language, { date: deadlineText })}
          </p>
        ) : (
          <>
            {deadline !== null && (
              <p className={styles.deadline}>
                {speechSignupText('deadline', language, { date: deadlineText })}
              </p>
            )}
            {postKey === null ? (
              <div className={layout.actions}>
                <button
                  ref={startButton}
                  type="button"
                  className={layout.button}
                  onClick={() => void open()}
                  disabled={loading}
                  aria-busy={loading || undefined}
                >
                  {loading && <Spinner size="small" />}
                  {translateText(module.showFormButton, language) || LEGACY_DEFAULT_TEXTS.speechStartButton}
                </button>
              </div>
            ) : (
              <Suspense fallback={<FormLoading language={language} />}>
                <LazySpeechSignupForm
                  answers={answers}
                  onChange={setAnswers}
                  slots={slots}
                  members={members.length > 1 ? members : []}
                  onSend={() => void submit()}
                  sendText={translateText(module.sendButton, language)}
                  sending={sending}
                  language={language}
                />
              </Suspense>
            )}
            {mode === 'PUBLIC' && <NeedsJavaScript text={moduleText('needsJavaScriptAnswer', language)} />}
          </>
        )}
      </div>
      {outcome !== null && (
        <Suspense fallback={null}>
          <LazyOutcomeDialog
            outcome={outcome}
            language={language}
            confirmationTitle={translateText(module.confirmationTitle, language)}
            confirmationText={
              translateText(module.confirmationText, language) || LEGACY_DEFAULT_TEXTS.speechConfirmationText
            }
            onClose={() => setOutcome(null)}
            returnFocusTo={() => startButton.current}
          />
        </Suspense>
      )}
    </>
  );
}
