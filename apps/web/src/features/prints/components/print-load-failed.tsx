import { PRINT_ERROR_TEXTS } from '@eventsite/core';
import { FormattedMessage } from 'react-intl';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n/language-context';
import styles from './prints-overview.module.css';

/** A card or its site could not be fetched (`002` §8 'Misslyckades att hämta tryck'). */
export function PrintLoadFailed({ siteId }: { siteId: string }) {
  const { language } = useLanguage();
  return (
    <OwnerScreen siteId={siteId} title={PRINT_ERROR_TEXTS.fetchFailed[language]}>
      <div className={styles.centered}>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="quickStart.loadFailed.retry" />
        </Button>
      </div>
    </OwnerScreen>
  );
}
