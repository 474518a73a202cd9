import {
  SPEECH_MINUTES_MAX,
  SPEECH_NAME_MAX,
  SPEECH_NEEDS,
  SPEECH_NOTE_MAX,
} from '@eventsite/core/constants/speeches';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { SpeechSlot } from '@eventsite/core/schemas/site-modules';
import { useEffect, useId, type ReactNode } from 'react';
import { Form, useFormState } from '../../components/ui/form';
import { Spinner } from '../../components/ui/spinner';
import fields from '../shared/form-elements.module.css';
import formStyles from '../shared/guest-form.module.css';
import layout from '../shared/module-layout.module.css';
import { moduleText } from '../shared/module-texts';
import type { SpeechAnswers } from './speech-answers';
import { speechSignupText, type SpeechSignupTextKey } from './speech-signup-texts';
import styles from './speech-signup.module.css';

export interface SpeechSignupFormProps {
  answers: SpeechAnswers;
  onChange: (answers: SpeechAnswers) => void;
  slots: readonly SpeechSlot[];
  /** A personal link's household of several: its members to pick the speaker from. */
  members: readonly string[];
  /** Runs only when every field is valid. */
  onSend: () => void;
  sendText: string;
  sending: boolean;
  language: string;
}

const clampMinutes = (minutes: number) => Math.min(SPEECH_MINUTES_MAX, Math.max(1, Math.round(minutes)));

function Field({
  id,
  label,
  optional,
  children,
}: {
  id: string;
  label: string;
  optional?: string;
  children: ReactNode;
}) {
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {label}
        {optional !== undefined && <span className={styles.optional}> {optional}</span>}
      </label>
      {children}
    </div>
  );
}

/**
 * The sign-up's questions (issue 36 item 1), made for a phone: big targets, chips for the choices, a
 * stepper for the minutes. Loaded when a guest opens the sign-up.
 */
export function SpeechSignupForm({
  answers,
  onChange,
  slots,
  members,
  onSend,
  sendText,
  sending,
  language,
}: SpeechSignupFormProps) {
  const id = useId();
  const text = (key: SpeechSignupTextKey) => speechSignupText(key, language);
  const set = <K extends keyof SpeechAnswers>(key: K, value: SpeechAnswers[K]) =>
    onChange({ ...answers, [key]: value });
  const toggleNeed = (need: SpeechAnswers['needs'][number]) =>
    set(
      'needs',
      answers.needs.includes(need)
        ? answers.needs.filter((each) => each !== need)
        : SPEECH_NEEDS.filter((each) => each === need || answers.needs.includes(each)),
    );

  // The start button is gone once the form shows: focus moves into it, to the first field.
  useEffect(() => {
    document.getElementById(id)?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  }, [id]);

  return (
    <Form
      id={id}
      className={`${formStyles.form} ${styles.form}`}
      onValidSubmit={onSend}
      aria-busy={sending || undefined}
    >
      <NameField
        id={`${id}-name`}
        answers={answers}
        onName={(name) => set('name', name)}
        members={members}
        language={language}
      />
      <Field id={`${id}-relation`} label={text('relation')}>
        <input
          id={`${id}-relation`}
          className={fields.input}
          maxLength={SPEECH_NAME_MAX}
          placeholder={text('relationPlaceholder')}
          value={answers.relation}
          onChange={(event) => set('relation', event.target.value)}
        />
      </Field>
      <fieldset className={fields.field}>
        <legend className={fields.label}>{text('minutes')}</legend>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={text('fewerMinutes')}
            disabled={answers.minutes <= 1}
            onClick={() => set('minutes', clampMinutes(answers.minutes - 1))}
          >
            −
          </button>
          <label className={styles.minutes}>
            <input
              className={styles.minutesInput}
              type="number"
              inputMode="numeric"
              min={1}
              max={SPEECH_MINUTES_MAX}
              required
              value={answers.minutes}
              aria-label={text('minutes')}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (Number.isFinite(value) && value > 0) set('minutes', clampMinutes(value));
              }}
            />
            <span className={styles.minutesUnit}>{text('minutesUnit')}</span>
          </label>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={text('moreMinutes')}
            disabled={answers.minutes >= SPEECH_MINUTES_MAX}
            onClick={() => set('minutes', clampMinutes(answers.minutes + 1))}
          >
            +
          </button>
        </div>
        <p className={styles.hint}>{text('minutesHint')}</p>
      </fieldset>
      <fieldset className={fields.field}>
        <legend className={fields.label}>{text('slot')}</legend>
        <div className={fields.chips}>
          {[
            ...slots.map((slot) => ({ id: slot.id, title: translateText(slot.title, language) })),
            { id: null, title: text('noPreference') },
          ].map((choice) => (
            <label key={choice.id ?? ''} className={fields.chip}>
              <input
                className={fields.radio}
                type="radio"
                name={`${id}-slot`}
                checked={answers.slot === choice.id}
                onChange={() => set('slot', choice.id)}
              />
              <span className={fields.chipText}>{choice.title}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={fields.field}>
        <legend className={fields.label}>
          {text('needs')}
          <span className={styles.optional}> {text('optional')}</span>
        </legend>
        <div className={fields.chips}>
          {SPEECH_NEEDS.map((need) => (
            <label key={need} className={fields.chip}>
              <input
                className={fields.radio}
                type="checkbox"
                checked={answers.needs.includes(need)}
                onChange={() => toggleNeed(need)}
              />
              <span className={`${fields.chipText} ${styles.checkChip}`}>{text(need)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {answers.needs.includes('songSheets') && (
        <Field id={`${id}-song`} label={text('songTitle')}>
          <input
            id={`${id}-song`}
            className={fields.input}
            maxLength={SPEECH_NAME_MAX}
            value={answers.songTitle}
            onChange={(event) => set('songTitle', event.target.value)}
          />
        </Field>
      )}
      <Field id={`${id}-note`} label={text('note')} optional={text('optional')}>
        <textarea
          id={`${id}-note`}
          className={`${fields.input} ${styles.note}`}
          maxLength={SPEECH_NOTE_MAX}
          placeholder={text('notePlaceholder')}
          value={answers.note}
          onChange={(event) => set('note', event.target.value)}
        />
      </Field>
      <fieldset className={fields.field}>
        <legend className={fields.label}>{text('contact')}</legend>
        <p className={styles.hint}>{text('contactHint')}</p>
        <div className={styles.contactRow}>
          <MailField
            id={`${id}-mail`}
            value={answers.mail}
            onMail={(mail) => set('mail', mail)}
            language={language}
          />
          <Field id={`${id}-phone`} label={text('phone')}>
            <input
              id={`${id}-phone`}
              className={fields.input}
              type="tel"
              autoComplete="tel"
              maxLength={40}
              value={answers.phone}
              onChange={(event) => set('phone', event.target.value)}
            />
          </Field>
        </div>
      </fieldset>
      <div className={formStyles.send}>
        <button type="submit" className={`${layout.button} ${formStyles.sendButton}`} disabled={sending}>
          {sending && <Spinner size="small" />}
          {sending ? moduleText('sending', language) : sendText}
        </button>
      </div>
    </Form>
  );
}

interface NameFieldProps {
  id: string;
  answers: SpeechAnswers;
  onName: (name: string) => void;
  members: readonly string[];
  language: string;
}

function NameField({ id, answers, onName, members, language }: NameFieldProps) {
  const { showValidation } = useFormState();
  const missing = showValidation && answers.name.trim() === '';
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {speechSignupText('name', language)}
        <span className={fields.required}> *</span>
      </label>
      <input
        id={id}
        className={fields.input}
        autoComplete="name"
        required
        maxLength={SPEECH_NAME_MAX}
        value={answers.name}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => onName(event.target.value)}
      />
      {missing && (
        <p id={`${id}-error`} className={fields.error}>
          {moduleText('valueMissing', language)}
        </p>
      )}
      {members.length > 1 && (
        <div className={styles.members} role="group" aria-label={speechSignupText('nameFromLink', language)}>
          {members.map((member) => (
            <button
              key={member}
              type="button"
              className={styles.member}
              aria-pressed={answers.name === member}
              onClick={() => onName(member)}
            >
              {member}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function MailField({
  id,
  value,
  onMail,
  language,
}: {
  id: string;
  value: string;
  onMail: (mail: string) => void;
  language: string;
}) {
  const { showValidation } = useFormState();
  // The browser's own check (type="email") blocks the send; this only decides when to say why.
  const invalid = showValidation && value.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {speechSignupText('mail', language)}
      </label>
      <input
        id={id}
        className={fields.input}
        type="email"
        autoComplete="email"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onMail(event.target.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className={fields.error}>
          {speechSignupText('mailInvalid', language)}
        </p>
      )}
    </div>
  );
}
