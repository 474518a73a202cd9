import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CardHeader } from '../../../components/ui/card';
import { Divider } from '../../../components/ui/divider';
import { Form } from '../../../components/ui/form';
import { Link } from '../../../components/ui/link';
import { TextField } from '../../../components/ui/text-field';
import { useAppConfig } from '../../../lib/app-context';
import { startPath } from '../../../lib/start-path';
import { useLogin } from '../api/login';
import styles from './login.module.css';
import { MailField } from '../../../components/ui/mail-field';
import { paths } from '../../../lib/paths';

export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const { brand } = useAppConfig();
  const login = useLogin();

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    login.mutate(
      { mail: String(data.get('mail') ?? '').trim(), password: String(data.get('password') ?? '') },
      {
        onSuccess: ({ site }) =>
          navigate(site ? paths.editor(site._id) : startPath(brand, { registerAccount: false })),
        onError: (error) => showError(error, { summary: intl.formatMessage({ id: 'login.failed' }) }),
      },
    );
  };

  return (
    <>
      <CardHeader
        title={intl.formatMessage({ id: 'login.title' })}
        lead={<FormattedMessage id="login.lead" />}
      />
      <Form onValidSubmit={submit} aria-label={intl.formatMessage({ id: 'login.title' })}>
        <MailField label={intl.formatMessage({ id: 'login.mail' })} />
        <TextField
          label={intl.formatMessage({ id: 'login.password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          labelAside={
            <Link to="/aterstall-losenord" className={styles.aside}>
              <FormattedMessage id="login.forgotPassword" />
            </Link>
          }
        />
        <Button type="submit" fullWidth busy={login.isPending} className={styles.submit}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Form>
      <Divider>
        <FormattedMessage id="login.noSite" />
      </Divider>
      <RouterLink
        to={startPath(brand, { registerAccount: true })}
        className={buttonClassName({ variant: 'secondary', fullWidth: true })}
      >
        <FormattedMessage id="login.start" />
      </RouterLink>
    </>
  );
}
