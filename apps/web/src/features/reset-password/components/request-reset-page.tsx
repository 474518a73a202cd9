import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { Link } from '../../../components/ui/link';
import { useScreenTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useRequestPasswordReset } from '../api/request-password-reset';
import styles from './reset-password.module.css';
import { MailField } from '../../../components/ui/mail-field';
import { paths } from '../../../lib/paths';

/** `/aterstall-losenord` (`002` §2.1): asks for the mail address, then confirms that a link was sent to it. */
export function RequestResetPage() {
  const intl = useIntl();
  const showError = useErrorDialog();
  const { language } = useLanguage();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useScreenTitle(intl.formatMessage({ id: 'resetPassword.request.title' }));

  const submit = (form: HTMLFormElement) => {
    const mail = String(new FormData(form).get('mail') ?? '').trim();
    request.mutate(
      { mail, language },
      {
        onSuccess: () => setSentTo(mail),
        onError: (error) =>
          showError(error, { summary: intl.formatMessage({ id: 'resetPassword.request.failed' }) }),
      },
    );
  };

  if (sentTo !== null) {
    return (
      <Card>
        <CardHeader
          title={intl.formatMessage({ id: 'resetPassword.sent.title' })}
          lead={
            <FormattedMessage
              id="resetPassword.sent.text"
              values={{ mail: <strong className={styles.mail}>{sentTo}</strong> }}
            />
          }
        />
        <p className={styles.note}>
          <FormattedMessage id="resetPassword.sent.hint" />
        </p>
        <p className={styles.footer}>
          <Link to={paths.login}>
            <FormattedMessage id="resetPassword.backToLogin" />
          </Link>
        </p>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader
        title={intl.formatMessage({ id: 'resetPassword.request.title' })}
        lead={<FormattedMessage id="resetPassword.request.lead" />}
      />
      <Form onValidSubmit={submit} aria-label={intl.formatMessage({ id: 'resetPassword.request.title' })}>
        <MailField label={intl.formatMessage({ id: 'resetPassword.request.mail' })} />
        <Button type="submit" fullWidth busy={request.isPending}>
          <FormattedMessage id="resetPassword.request.submit" />
        </Button>
      </Form>
      <p className={styles.footer}>
        <Link to={paths.login} tone="muted">
          <FormattedMessage id="resetPassword.backToLogin" />
        </Link>
      </p>
    </Card>
  );
}
