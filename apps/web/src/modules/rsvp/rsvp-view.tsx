import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT } from '@eventsite/core/constants/default-texts';
import { answerPagePath } from '@eventsite/core/rules/answer-page-path';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { RsvpModule } from '@eventsite/core/schemas/site-modules';
import { RichText } from '../../components/rich-text/rich-text';
import { Spinner } from '../../components/ui/spinner';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { moduleText } from '../shared/module-texts';
import { rsvpText } from './rsvp-texts';
import { formDataOf, type FormAnswers } from '../shared/form-answers';
import { FormLoading } from '../shared/form-loading';
import {
  newGroupIdentifier,
  sendLegacyRsvpAnswers,
  sendRsvpSubmission,
  submissionLanguage,
} from '../shared/guest-submission';
import { LazyGuestForm, preloadFormParts } from '../shared/lazy-form-parts';
import { ChevronRightIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { AnswerWithoutScript } from '../shared/needs-javascript';
import { ModuleHeading } from '../shared/module-heading';
import panel from '../shared/module-panel.module.css';
import { useGuestSend } from '../shared/use-guest-send';
import { usePostKey } from '../shared/use-post-key';
import { usePrefetchNearViewport } from '../shared/use-prefetch-near-viewport';
import type { EventChoices } from './event-attendance';
import type { AnsweredRsvp, RefusedRsvp } from './rsvp-outcome';
import styles from './rsvp-view.module.css';
import { useHouseholdInvitation } from './use-household-invitation';
import { LazyGuestSection } from '../../lib/hydrated-signal';

/* Only an RSVP with an answer-by day needs the date rule and its texts, so they stay off the first load. */
const LazyRsvpDeadlineGate = lazy(() => import('./rsvp-deadline-gate'));
/* How a send ended, and the note to the hosts a refused guest may write, load once a guest has sent. */
const loadRsvpOutcome = () => import('./rsvp-outcome');
const LazyRsvpOutcome = lazy(loadRsvpOutcome);
/* A personal link's own answer, and the consent to share diet answers (issue 33 item 5), load when needed. */
const LazyHouseholdAnswer = lazy(() => import('./household-answer'));
const LazyDietConsent = lazy(() => import('./diet-consent'));
/* Each person's "coming / not coming" per event of the programme (issue 34 item 4) loads with the form. */
const loadEventAttendance = () => import('./event-attendance');
const LazyEventAttendance = lazy(loadEventAttendance);

interface RsvpStartProps extends ModuleViewProps<RsvpModule> {
  /** Sizes the guest list, opens the form and fetches a post key (`001` §4). */
  onChooseNumberOfGuests?: (numberOfGuests: number) => void;
  /**
   * The guest is about to choose (the RSVP near the screen, a press or focus on the choice): the form's code
   * starts on its way.
   */
  onAboutToChoose?: () => void;
  /** The number chosen so far; 0 when none is. */
  numberOfGuests?: number;
  /** The form's code is being fetched. */
  loading?: boolean;
  /** The guests' forms, shown below the choice (in place of the single button). */
  children?: ReactNode;
  /** Receives the number-of-guests choice (or the single button), where focus returns after a send. */
  chooserRef?: (element: HTMLElement | null) => void;
  /** A personal link's greeting, in place of the choice: the household's number of guests is fixed. */
  invitation?: string;
}

/**
 * The RSVP before any guest is chosen (`001` §4): the title and introduction, then a choice of how many
 * guests answer (1 to the module's maximum), or a single button when the maximum is one.
 */
function RsvpStart({
  module,
  context,
  onChooseNumberOfGuests,
  onAboutToChoose,
  numberOfGuests = 0,
  loading = false,
  children,
  chooserRef,
  invitation,
}: RsvpStartProps) {
  const { language } = context;
  const selectId = useId();
  const title = translateText(module.title, language);
  const text = translateRichText(module.text, language);
  const maxGuests = Math.max(1, module.maxNumberOfGuests);
  // The form's code comes while the guest scrolls towards the RSVP, so a choice finds it there (issue 40).
  const panelRef = usePrefetchNearViewport<HTMLDivElement>(() => onAboutToChoose?.());

  const answering = (
    <>
      {invitation !== undefined ? (
        <p className={`${layout.alignLikeTitle} ${styles.label}`}>{invitation}</p>
      ) : maxGuests === 1 ? (
        children === undefined && (
          <div className={layout.actions}>
            <button
              ref={chooserRef}
              type="button"
              className={layout.button}
              onClick={() => onChooseNumberOfGuests?.(1)}
              onPointerDown={onAboutToChoose}
              onFocus={onAboutToChoose}
              // Not disabled while the form loads: a disabled button would drop a keyboard user's focus.
              aria-disabled={loading || undefined}
              aria-busy={loading || undefined}
            >
              {loading && <Spinner size="small" />}
              {translateText(module.oneGuestRsvpButton, language) ||
                translateText(DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT, language)}
            </button>
          </div>
        )
      ) : (
        <div className={`${layout.alignLikeTitle} ${styles.chooseRow}`}>
          <div className={styles.choose}>
            <label htmlFor={selectId} className={styles.label}>
              {translateText(module.selectNumberOfGuestsText, language) ||
                rsvpText('selectNumberOfGuests', language)}
            </label>
            <div className={styles.selectFrame}>
              {/* Enabled from the server's first paint: the boot script holds a choice made before the app runs
                  (guest-boot.ts). Never disabled while the form loads: that would drop a keyboard user's focus. */}
              <select
                ref={chooserRef}
                id={selectId}
                className={styles.select}
                value={numberOfGuests === 0 ? '' : String(numberOfGuests)}
                aria-busy={loading || undefined}
                onChange={(event) => onChooseNumberOfGuests?.(Number(event.target.value))}
                onPointerDown={onAboutToChoose}
                onFocus={onAboutToChoose}
              >
                <option value="" disabled>
                  {rsvpText('numberOfGuestsPlaceholder', language)}
                </option>
                {Array.from({ length: maxGuests }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </select>
              <span className={styles.chevron} aria-hidden="true">
                <ChevronRightIcon />
              </span>
            </div>
          </div>
        </div>
      )}
      {children}
      {context.mode === 'PUBLIC' && (
        <AnswerWithoutScript
          href={answerPagePath(context.site._id, module.id, language)}
          text={moduleText('answerWithoutJavaScript', language)}
        />
      )}
      {context.mode === 'EDIT' && module.form.formElements.length === 0 && (
        <p className={panel.hint}>{moduleText('formEmpty', ownerLanguageOf(context))}</p>
      )}
    </>
  );

  return (
    <div ref={panelRef} className={panel.panel}>
      <ModuleHeading title={title} />
      <RichText document={text} />
      {module.answerBy === null ? (
        answering
      ) : (
        // The server's page waits for it; in the browser the way to answer shows until it has loaded.
        <LazyGuestSection fallback={answering}>
          <LazyRsvpDeadlineGate
            answerBy={module.answerBy}
            closeAfterAnswerBy={module.closeAfterAnswerBy}
            language={language}
            market={context.market}
          >
            {answering}
          </LazyRsvpDeadlineGate>
        </LazyGuestSection>
      )}
    </div>
  );
}

/** The guest list resized to `count`, keeping the answers already given. */
function resizeGuests(guests: readonly FormAnswers[], count: number): FormAnswers[] {
  return Array.from({ length: count }, (_, index) => guests[index] ?? {});
}

/**
 * The RSVP module (`001` "RSVP module"): the guest chooses how many answer, then fills in one form per
 * guest and sends them together under one group identifier. On a version-1 site it is the older RSVP
 * (`001` §4: form, confirmation, robot error), whose persons go to `/v3/`.
 */
export function RsvpView({ module, context }: ModuleViewProps<RsvpModule>) {
  const { language, site } = context;
  const [guests, setGuests] = useState<FormAnswers[]>([]);
  // Each guest's answers per event, beside their form answers.
  const [attendances, setAttendances] = useState<EventChoices[]>([]);
  // What the guests sent, for the confirmation to show per person which events they come to.
  const [answered, setAnswered] = useState<AnsweredRsvp | null>(null);
  // The guests' forms show once their code is there; the post key comes meanwhile and the send waits for it.
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const { sending, outcome, setOutcome, sendAnswers } = useGuestSend(context);
  const { fetchKey, takeKey } = usePostKey('rsvps');
  // A failed send's answers: when the guest list refused the names, the dialog offers a note to the hosts.
  const [refused, setRefused] = useState<RefusedRsvp | null>(null);
  const chooser = useRef<HTMLElement | null>(null);
  // The questions the owner marked as diet or allergy, read as the form opens; their answers need consent.
  const [dietQuestionIds, setDietQuestionIds] = useState<readonly string[]>([]);
  const [dietConsent, setDietConsent] = useState(false);
  // Raised after each send, so the personal link's answer is read again.
  const [answerRevision, setAnswerRevision] = useState(0);
  const elements = module.form.formElements;
  const invitation = useHouseholdInvitation(
    site._id,
    language,
    elements,
    context.mode === 'PUBLIC' && !context.legacy,
  );
  const household = invitation?.household ?? null;
  // A personal link answers for its whole household, even one larger than the module's maximum.
  const maxGuests = Math.max(1, module.maxNumberOfGuests, invitation?.guests.length ?? 0);

  // What the form needs comes at once; how a send ended follows the opened form (`preloadOutcomeDialog`).
  const preloadForm = () => {
    if (!context.legacy) void loadEventAttendance();
    return preloadFormParts();
  };

  const chooseNumberOfGuests = async (count: number, prefilled?: FormAnswers[]) => {
    if (!Number.isInteger(count) || count < 1 || count > maxGuests) return;
    setGuests((current) => prefilled ?? resizeGuests(current, count));
    setAttendances((current) => current.slice(0, count));
    if (open || loading) return;
    const key = fetchKey();
    setLoading(true);
    await preloadForm();
    setLoading(false);
    setOpen(true);
    // How a send ended loads after what the guest waits for, not beside it on a slow link.
    void key.then(() => loadRsvpOutcome()).catch(() => undefined);
    // Read without holding the form up; the server drops unconsented diet answers anyway.
    if (context.mode === 'PUBLIC' && !context.legacy) {
      void import('./household-answer-calls')
        .then((calls) => calls.loadDietQuestionIds(site._id))
        .then(setDietQuestionIds, () => undefined);
    }
  };

  const asksDiet = elements.some((element) => dietQuestionIds.includes(element.id));
  // Without consent a required diet question cannot hold up the rest of the answer.
  const shownElements =
    asksDiet && !dietConsent
      ? elements.map((element) =>
          dietQuestionIds.includes(element.id) && 'required' in element
            ? { ...element, required: false }
            : element,
        )
      : elements;
  // Without consent the diet answers stay in the browser; the rest of the answer is sent.
  const guestFormData = (answers: FormAnswers) =>
    formDataOf(elements, answers).filter(
      (answer) => !asksDiet || dietConsent || !dietQuestionIds.includes(answer.formElement.id),
    );

  const send = async () => {
    // The key this send took: a refused send leaves it unused, for the note to the hosts.
    let postKey: string | null = null;
    await sendAnswers(
      async () => {
        postKey = await takeKey();
        return context.legacy
          ? sendLegacyRsvpAnswers(site._id, {
              persons: guests.map((answers) => formDataOf(elements, answers)),
              language,
              postKey,
              source: `site-form-${module.id}`,
            })
          : sendRsvpSubmission(site._id, {
              guests: guests.map((answers, index) => ({
                formElements: guestFormData(answers),
                attendance: Object.entries(attendances[index] ?? {}).map(([eventId, attending]) => ({
                  eventId,
                  attending,
                })),
              })),
              language: submissionLanguage(language),
              groupIdentifier: newGroupIdentifier(),
              postKey,
              formId: module.id,
              formTitle: module.title,
              householdToken: invitation?.token,
              ...(asksDiet ? { dietConsent } : {}),
            });
      },
      rsvpText(context.legacy ? 'legacyRsvpSendFailed' : 'rsvpSendFailed', language),
      () => {
        setAnswered({ guests, attendances });
        setGuests([]);
        setAttendances([]);
        setOpen(false);
        setDietConsent(false);
        setAnswerRevision((revision) => revision + 1);
      },
      (error) => {
        if (postKey !== null) setRefused({ error, postKey, guests });
      },
    );
  };

  // A personal link opens the form with the household's guests, and an older RSVP for one person may show
  // its form at once, without its button; both again after each answer. The state alone decides, as
  // choosing fills the guest list at once.
  const formAtOnce = context.legacy?.rsvpsShowingFormAtOnce.has(module.id) === true;
  useEffect(() => {
    if (guests.length > 0 || outcome !== null) return;
    if (invitation) void chooseNumberOfGuests(invitation.guests.length, invitation.guests);
    else if (formAtOnce) void chooseNumberOfGuests(1);
  });

  // Closing the dialog starts over with no guests chosen (`001` §4); after a failed send the answers stay.
  const closeOutcome = () => {
    if (outcome?.type !== 'ERROR') {
      setGuests([]);
      setAttendances([]);
    }
    setOutcome(null);
    setRefused(null);
    setAnswered(null);
  };

  const guestIndexTitle = translateText(module.guestIndexTitle, language);
  const form =
    open && guests.length > 0 ? (
      <Suspense fallback={<FormLoading language={language} />}>
        <LazyGuestForm
          elements={shownElements}
          sections={guests.map((answers, index) => ({
            answers,
            heading: maxGuests > 1 ? `${guestIndexTitle} ${index + 1}` : undefined,
            extra: context.legacy ? undefined : (
              <Suspense fallback={null}>
                <LazyEventAttendance
                  site={site}
                  household={household}
                  choices={attendances[index] ?? {}}
                  onChoose={(eventId, attending) =>
                    setAttendances((current) => {
                      const next = [...current];
                      next[index] = { ...current[index], [eventId]: attending };
                      return next;
                    })
                  }
                  language={language}
                  market={context.market}
                />
              </Suspense>
            ),
          }))}
          onAnswer={(guestIndex, elementId, answer) =>
            setGuests((current) =>
              current.map((answers, index) =>
                index === guestIndex ? { ...answers, [elementId]: answer } : answers,
              ),
            )
          }
          onSend={() => void send()}
          sendText={translateText(module.sendButton, language)}
          sending={sending}
          language={language}
          // The single button the guest pressed is gone: its focus moves on to the first question.
          focusFirstField={maxGuests === 1}
          beforeSend={
            asksDiet ? (
              <Suspense fallback={null}>
                <LazyDietConsent language={language} consent={dietConsent} onConsentChange={setDietConsent} />
              </Suspense>
            ) : undefined
          }
        />
      </Suspense>
    ) : undefined;
  return (
    <>
      <RsvpStart
        module={module}
        context={context}
        onChooseNumberOfGuests={(count) => void chooseNumberOfGuests(count)}
        onAboutToChoose={() => void preloadForm()}
        numberOfGuests={guests.length}
        loading={loading}
        invitation={invitation?.greeting}
        chooserRef={(element) => {
          chooser.current = element;
        }}
      >
        {invitation ? (
          <>
            <Suspense fallback={null}>
              <LazyHouseholdAnswer
                site={site}
                household={invitation.household}
                token={invitation.token}
                language={language}
                revision={answerRevision}
              />
            </Suspense>
            {form}
          </>
        ) : (
          form
        )}
      </RsvpStart>
      {outcome !== null && (
        <Suspense fallback={null}>
          <LazyRsvpOutcome
            outcome={outcome}
            module={module}
            context={context}
            refused={refused}
            answered={answered}
            household={household}
            onClose={closeOutcome}
            // The note used the post key up: the RSVP starts over.
            onNoteSent={() => {
              setOpen(false);
              setGuests([]);
              setAttendances([]);
            }}
            returnFocusTo={() => chooser.current}
          />
        </Suspense>
      )}
    </>
  );
}
