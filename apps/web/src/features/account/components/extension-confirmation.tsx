import { accountPublication } from '@eventsite/core/rules/account-publication';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { ReceiptView } from '../../../components/payment-dialog/receipt-view';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useSiteAccount } from '../../../lib/site-account';
import { displayDate } from './account-page';
import styles from './account.module.css';
import { paths } from '../../../lib/paths';

/** `/redigera/{siteId}/konto/forlang/subdoman/bekraftelse/{paymentReference?}`: the new expiry and the receipt. */
export function ExtensionConfirmation() {
  const intl = useIntl();
  const { siteId = '', paymentReference } = useParams();
  const navigate = useNavigate();
  const site = useSiteAccount(siteId).data?.site;
  const publication = site ? accountPublication(site) : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) void navigate(paths.account(siteId));
      }}
      title={intl.formatMessage({ id: 'account.extended.title' })}
      actions={
        <DialogClose asChild>
          <Button>
            <FormattedMessage id="account.extended.close" />
          </Button>
        </DialogClose>
      }
    >
      <div className={styles.confirmation}>
        {publication && (
          <p>
            <FormattedMessage
              id="account.extended.text"
              values={{ expiry: <strong>{displayDate(publication.expiryDate)}</strong> }}
            />
          </p>
        )}
        {paymentReference && <ReceiptView owner={{ siteId }} reference={paymentReference} />}
      </div>
    </Dialog>
  );
}
