import { PASSWORD_MIN_LENGTH } from '@eventsite/core/constants/platform';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { Link } from '../../../components/ui/link';
import { TextField } from '../../../components/ui/text-field';
import { useScreenTitle } from '../../../lib/document-title';
import { useSetNewPassword } from '../api/set-new-password';
import styles from './reset-password.module.css';
import { paths } from '../../../lib/paths';

/** `/aterstall-losenord/:token` (`002` §2.1): sets a new password, then links to the login page. */
export function SetPasswordPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const showError = useErrorDialog();
  const setPassword = useSetNewPassword();
  const [password, setPasswordValue] = useState('');
  const [repeated, setRepeated] = useState('');
  useScreenTitle(intl.formatMessage({ id: 'resetPassword.set.title' }));

  if (setPassword.isSuccess) {
    return (
      <Card>
        <CardHeader
          title={intl.formatMessage({ id: 'resetPassword.done.title' })}
          lead={<FormattedMessage id="resetPassword.done.text" />}
        />
        <RouterLink to={paths.login} className={buttonClassName({ fullWidth: true })}>
          <FormattedMessage id="resetPassword.done.login" />
        </RouterLink>
      </Card>
    );
  }

  const submit = () =>
    setPassword.mutate(
      { password, token },
      {
        onError: (error) =>
          showError(error, { summary: intl.formatMessage({ id: 'resetPassword.set.failed' }) }),
      },
    );

  return (
    <Card>
      <CardHeader
        title={intl.formatMessage({ id: 'resetPassword.set.title' })}
        lead={<FormattedMessage id="resetPassword.set.lead" values={{ minLength: PASSWORD_MIN_LENGTH }} />}
      />
      <Form onValidSubmit={submit} aria-label={intl.formatMessage({ id: 'resetPassword.set.title' })}>
        <TextField
          label={intl.formatMessage({ id: 'resetPassword.set.password' })}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(event) => setPasswordValue(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'resetPassword.set.repeat' })}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          value={repeated}
          onChange={(event) => setRepeated(event.target.value)}
          customError={
            repeated !== '' && repeated !== password
              ? intl.formatMessage({ id: 'resetPassword.set.mismatch' })
              : undefined
          }
        />
        <Button type="submit" fullWidth busy={setPassword.isPending}>
          <FormattedMessage id="resetPassword.set.submit" />
        </Button>
      </Form>
      <p className={styles.footer}>
        <Link to="/aterstall-losenord" tone="muted">
          <FormattedMessage id="resetPassword.set.newLink" />
        </Link>
      </p>
    </Card>
  );
}
