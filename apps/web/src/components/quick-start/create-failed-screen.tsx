import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { errorDialogText } from '@eventsite/core/rules/error-dialog-text';
import { isApiError } from '../../lib/api-client';
import styles from './quick-start.module.css';

/**
 * The error screen when the site could not be created from the draft (`000` §8). The account exists and
 * the draft is still stored, so trying again after a reload saves it.
 */
export function CreateFailedScreen({ error }: { error: unknown }) {
  const intl = useIntl();
  const detail = errorDialogText({
    responseBody: isApiError(error) ? error.body : undefined,
    errorText: error instanceof Error ? error.message : undefined,
    language: intl.locale,
  });
  return (
    <div className={styles.failedPage}>
      <Card role="alert">
        <CardHeader
          title={intl.formatMessage({ id: 'quickStart.createFailed.title' })}
          lead={<FormattedMessage id="quickStart.createFailed.text" />}
        />
        {detail !== undefined && <p className={styles.failedDetail}>{detail}</p>}
        <Button fullWidth onClick={() => window.location.reload()}>
          <FormattedMessage id="quickStart.createFailed.retry" />
        </Button>
      </Card>
    </div>
  );
}
