import type { Feedback } from '@eventsite/core/schemas/feedback';
import { useMutation } from '@tanstack/react-query';
import { HeartIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiRequest } from '../../lib/api-client';
import { useMe } from '../../lib/auth';
import { reportError, Severity } from '../../lib/report-error';
import { useErrorDialog } from '../error-dialog/error-dialog';
import { Button } from '../ui/button';
import { Dialog, DialogClose } from '../ui/dialog';
import { Form, useFormState } from '../ui/form';
import { TextField } from '../ui/text-field';
import styles from './feedback-dialog.module.css';

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** `POST /api/feedback/` (`000` §7). */
function sendFeedback(feedback: Feedback): Promise<void> {
  return apiRequest('/api/feedback/', { method: 'POST', body: feedback });
}

const FORM_ID = 'feedback-form';

function FeedbackText({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const { showValidation } = useFormState();
  const missing = showValidation && value.trim() === '';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage id="feedback.text" />
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        required
        rows={6}
        maxLength={5000}
        value={value}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        placeholder={intl.formatMessage({ id: 'feedback.textPlaceholder' })}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing && (
        <p id={`${id}-error`} className={styles.error}>
          <FormattedMessage id="feedback.textRequired" />
        </p>
      )}
    </div>
  );
}

/**
 * The feedback dialog (`000` §2.6): the text is required; the owner may ask for a reply to a mail address
 * (their account's by default). Sent, it says thank you.
 */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const intl = useIntl();
  const me = useMe();
  const showError = useErrorDialog();
  const [feedbackText, setFeedbackText] = useState('');
  const [expectsReply, setExpectsReply] = useState(false);
  // Untouched, the field shows the account's mail; once the owner types, their text wins.
  const [typedMail, setUserMail] = useState<string | null>(null);
  const userMail = typedMail ?? me.data?.mail ?? '';
  const mutation = useMutation({ mutationFn: sendFeedback });
  const sent = mutation.isSuccess;

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next && sent) {
      mutation.reset();
      setFeedbackText('');
      setExpectsReply(false);
    }
  };

  const submit = () =>
    mutation.mutate(
      { feedbackText: feedbackText.trim(), expectsReply, userMail: expectsReply ? userMail.trim() : '' },
      {
        onError: (error) => {
          reportError(error, Severity.error, { action: 'send feedback' });
          showError(error, { summary: intl.formatMessage({ id: 'feedback.failed' }) });
        },
      },
    );

  if (sent) {
    return (
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title={intl.formatMessage({ id: 'feedback.sent.title' })}
        icon={<HeartIcon size={28} fill="currentColor" />}
        actions={
          <DialogClose asChild>
            <Button>
              <FormattedMessage id="feedback.close" />
            </Button>
          </DialogClose>
        }
      >
        <p>
          <FormattedMessage
            id={expectsReply ? 'feedback.sent.reply' : 'feedback.sent.text'}
            values={{ mail: userMail }}
          />
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={intl.formatMessage({ id: 'feedback.title' })}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="quiet">
              <FormattedMessage id="feedback.cancel" />
            </Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} busy={mutation.isPending}>
            <FormattedMessage id="feedback.send" />
          </Button>
        </>
      }
    >
      <p className={styles.lead}>
        <FormattedMessage id="feedback.lead" />
      </p>
      <Form id={FORM_ID} className={styles.form} onValidSubmit={submit}>
        <FeedbackText value={feedbackText} onChange={setFeedbackText} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={expectsReply}
            onChange={(event) => setExpectsReply(event.target.checked)}
          />
          <FormattedMessage id="feedback.expectsReply" />
        </label>
        {expectsReply && (
          <TextField
            label={intl.formatMessage({ id: 'feedback.mail' })}
            type="email"
            autoComplete="email"
            required
            value={userMail}
            onChange={(event) => setUserMail(event.target.value)}
          />
        )}
      </Form>
    </Dialog>
  );
}
