import { PASSWORD_MIN_LENGTH } from '@eventsite/core/constants/platform';
import { HeartIcon } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { Dialog, DialogClose } from '../ui/dialog';
import { Form } from '../ui/form';
import { TextField } from '../ui/text-field';
import styles from './quick-start.module.css';
import { MailField } from '../ui/mail-field';
import { privacyPagePath } from '../../lib/privacy-page-path';

export interface SignUpDetails {
  mail: string;
  password: string;
}

export interface SignUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once every field is valid. */
  onSignUp: (details: SignUpDetails) => void;
  /** Registering and creating the site are under way. */
  busy: boolean;
}

/**
 * The sign-up dialog of quick start (`000` §2.6, §5): mail, a password of at least six characters and the
 * terms, on native validation. Signing up creates the account and then the site from the draft.
 */
export function SignUpDialog({ open, onOpenChange, onSignUp, busy }: SignUpDialogProps) {
  const intl = useIntl();
  const formId = useId();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      icon={<HeartIcon size={26} />}
      title={intl.formatMessage({ id: 'quickStart.signUp.title' })}
      actions={
        <>
          <Button type="submit" form={formId} fullWidth busy={busy}>
            <FormattedMessage id="quickStart.signUp.submit" />
          </Button>
          <DialogClose asChild>
            <Button variant="quiet" fullWidth disabled={busy}>
              <FormattedMessage id="quickStart.signUp.cancel" />
            </Button>
          </DialogClose>
        </>
      }
    >
      <p>
        <FormattedMessage id="quickStart.signUp.lead" />
      </p>
      <Form
        id={formId}
        className={styles.signUpForm}
        aria-label={intl.formatMessage({ id: 'quickStart.signUp.title' })}
        onValidSubmit={(form) => {
          const data = new FormData(form);
          onSignUp({
            mail: String(data.get('mail') ?? '').trim(),
            password: String(data.get('password') ?? ''),
          });
        }}
      >
        <MailField label={intl.formatMessage({ id: 'quickStart.signUp.mail' })} />
        <TextField
          label={intl.formatMessage({ id: 'quickStart.signUp.password' })}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          hint={intl.formatMessage(
            { id: 'quickStart.signUp.passwordHint' },
            { minLength: PASSWORD_MIN_LENGTH },
          )}
        />
        <CheckboxField
          name="terms"
          required
          requiredMessage={intl.formatMessage({ id: 'quickStart.signUp.termsRequired' })}
          label={
            <FormattedMessage
              id="quickStart.signUp.terms"
              values={{
                terms: (text) => (
                  <a href="/villkor" target="_blank" rel="noopener" className={styles.termsLink}>
                    {text}
                  </a>
                ),
              }}
            />
          }
        />
        <p className={styles.privacyNote}>
          <FormattedMessage
            id="quickStart.signUp.privacy"
            values={{
              privacy: (text) => (
                <a
                  href={privacyPagePath(intl.locale)}
                  target="_blank"
                  rel="noopener"
                  className={styles.termsLink}
                >
                  {text}
                </a>
              ),
            }}
          />
        </p>
      </Form>
    </Dialog>
  );
}
