import { useId, useState, type FormEvent } from 'react';
import { isApiErrorWithCode } from '../../lib/api-client';
import { householdNameQuestionId } from '@eventsite/core/rules/household-name-question';
import type { Brand } from '@eventsite/core/constants/platform';
import type { FormElement } from '@eventsite/core/schemas/form';
import type { FormAnswers } from '../shared/form-answers';
import fields from '../shared/form-elements.module.css';
import { sendNoteToHosts, submissionLanguage } from '../shared/guest-submission';
import layout from '../shared/module-layout.module.css';
import styles from './write-to-hosts.module.css';
import { writeToHostsText } from './write-to-hosts-texts';

/** What a refused RSVP leaves for the note: the module, its unused post key and the guests' answers. */
interface WriteToHostsRequest {
  siteId: string;
  formId: string;
  postKey: string;
  elements: readonly FormElement[];
  guests: readonly FormAnswers[];
}

export interface WriteToHostsProps extends WriteToHostsRequest {
  /** Why the RSVP failed: the note is offered only when the guest list refused the names. */
  error: unknown;
  language: string;
  /** The hosts are named by the brand's word. */
  brand: Brand | undefined;
  /** The post key is spent: the RSVP starts over with a new one. */
  onSent: () => void;
}

type Status = 'closed' | 'open' | 'sending' | 'failed' | 'sent';

/**
 * The way on for a guest the only-invited RSVP refused (issue 21, item 3): a note to the hosts with the
 * names they wrote and an address to answer them, which the hosts get by mail and see on their guest list.
 */
export default function WriteToHosts({ error, ...props }: WriteToHostsProps) {
  return isApiErrorWithCode(error, 'NOT_ON_GUEST_LIST') ? <NoteToHosts {...props} /> : null;
}

function NoteToHosts({
  siteId,
  formId,
  postKey,
  elements,
  guests,
  language,
  brand,
  onSent,
}: Omit<WriteToHostsProps, 'error'>) {
  const [status, setStatus] = useState<Status>('closed');
  const [mail, setMail] = useState('');
  const [message, setMessage] = useState('');
  const mailId = useId();
  const messageId = useId();
  const text = (key: Parameters<typeof writeToHostsText>[0]) => writeToHostsText(key, language, brand);

  if (status === 'closed') {
    return (
      <div className={styles.note}>
        <button type="button" className={`${layout.button} ${styles.send}`} onClick={() => setStatus('open')}>
          {text('open')}
        </button>
      </div>
    );
  }
  if (status === 'sent') {
    return (
      <div className={styles.note}>
        <p className={styles.sent} role="status">
          {text('sent')}
        </p>
      </div>
    );
  }

  const nameId = householdNameQuestionId(elements);
  const names = guests.map((answers) => (nameId ? (answers[nameId] ?? '').trim() : '')).filter(Boolean);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('sending');
    try {
      await sendNoteToHosts(siteId, {
        formId,
        postKey,
        language: submissionLanguage(language),
        names: names.length > 0 ? names : ['?'],
        mail,
        message,
      });
      setStatus('sent');
      onSent();
    } catch {
      setStatus('failed');
    }
  };

  return (
    <form className={styles.note} onSubmit={(event) => void submit(event)}>
      <p className={styles.lead}>{text('lead')}</p>
      <div className={fields.field}>
        <label htmlFor={mailId} className={fields.label}>
          {text('mail')}
          <span className={fields.required}> *</span>
        </label>
        <input
          id={mailId}
          className={fields.input}
          type="email"
          autoComplete="email"
          required
          value={mail}
          aria-describedby={`${mailId}-hint`}
          onChange={(event) => setMail(event.target.value)}
        />
        <p id={`${mailId}-hint`} className={styles.hint}>
          {text('mailHint')}
        </p>
      </div>
      <div className={fields.field}>
        <label htmlFor={messageId} className={fields.label}>
          {text('message')}
          <span className={fields.required}> *</span>
        </label>
        <textarea
          id={messageId}
          className={`${fields.input} ${styles.message}`}
          required
          maxLength={2000}
          placeholder={text('messagePlaceholder')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {status === 'failed' && (
        <p className={fields.error} role="alert">
          {text('failed')}
        </p>
      )}
      <button type="submit" className={`${layout.button} ${styles.send}`} disabled={status === 'sending'}>
        {status === 'sending' ? text('sending') : text('send')}
      </button>
    </form>
  );
}
