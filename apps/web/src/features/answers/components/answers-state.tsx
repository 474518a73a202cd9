import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import type { AnswersData } from './use-answers-data';
import styles from './answers-state.module.css';

/** What a screen shows until the answers are there: 'Laddar...', or after a failure a way to try again. */
export function AnswersState({ data }: { data: AnswersData }) {
  const intl = useIntl();
  if (data.status === 'loading') return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
  return (
    <div className={styles.failed}>
      <p>
        <FormattedMessage id="answers.loadFailedText" />
      </p>
      <Button variant="secondary" onClick={data.retry}>
        <FormattedMessage id="answers.retry" />
      </Button>
    </div>
  );
}
