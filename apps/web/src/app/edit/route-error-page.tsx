import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { useScreenTitle } from '../../lib/document-title';
import { reportError, Severity } from '../../lib/report-error';
import styles from './route-error-page.module.css';

/** The generic error page for an unhandled error in an owner screen (`002` §2.1); the error is reported. */
export function RouteErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'errorPage.title' });
  useScreenTitle(title);

  useEffect(() => {
    reportError(error, Severity.critical, { boundary: 'route' });
  }, [error]);

  return (
    <div className={styles.page}>
      <Card>
        <CardHeader title={title} lead={<FormattedMessage id="errorPage.text" />} />
        <Button fullWidth onClick={() => window.location.reload()}>
          <FormattedMessage id="errorPage.reload" />
        </Button>
      </Card>
    </div>
  );
}
