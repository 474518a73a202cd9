import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import styles from './quick-start.module.css';

/** The screen when the demo draft cannot be fetched (`000` §8 "site load failure: error screen"). */
export function QuickStartLoadFailed() {
  const intl = useIntl();
  return (
    <div className={styles.failedPage}>
      <Card role="alert">
        <CardHeader
          title={intl.formatMessage({ id: 'quickStart.loadFailed.title' })}
          lead={<FormattedMessage id="quickStart.loadFailed.text" />}
        />
        <Button fullWidth onClick={() => window.location.reload()}>
          <FormattedMessage id="quickStart.loadFailed.retry" />
        </Button>
      </Card>
    </div>
  );
}
