import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useLoadErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { ReceiptView } from '../../../components/payment-dialog/receipt-view';
import { Loading } from '../../../components/ui/loading';
import { useScreenTitle } from '../../../lib/document-title';
import { useSiteAccount } from '../../../lib/site-account';
import { useDnsInstructions } from '../api/address-api';
import { siteUrl } from './address-url';
import styles from './address.module.css';
import { paths } from '../../../lib/paths';

type ConfirmationKind = 'subdomain' | 'domain' | 'otherRegistrar';

function DnsInstructions({ siteId, domain }: { siteId: string; domain: string }) {
  const intl = useIntl();
  const dns = useDnsInstructions(siteId);
  if (!dns.data) return <Loading label={intl.formatMessage({ id: 'address.loading' })} />;
  return (
    <section className={styles.dns} aria-labelledby="dns-title">
      <h2 id="dns-title" className={styles.dnsTitle}>
        <FormattedMessage id="address.dns.title" />
      </h2>
      <p>
        <FormattedMessage id="address.dns.lead" values={{ domain }} />
      </p>
      <table className={styles.dnsTable}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="address.dns.type" />
            </th>
            <th scope="col">
              <FormattedMessage id="address.dns.name" />
            </th>
            <th scope="col">
              <FormattedMessage id="address.dns.value" />
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>A</td>
            <td>{domain}</td>
            <td>
              <code>{dns.data.aRecord}</code>
            </td>
          </tr>
          <tr>
            <td>CNAME</td>
            <td>www.{domain}</td>
            <td>
              <code>{dns.data.cnameTarget}</code>
            </td>
          </tr>
        </tbody>
      </table>
      <p className={styles.note}>
        <FormattedMessage id="address.dns.note" />
      </p>
    </section>
  );
}

function AddressConfirmation({ kind }: { kind: ConfirmationKind }) {
  const intl = useIntl();
  const { siteId = '', paymentReference } = useParams();
  const account = useSiteAccount(siteId);
  const host = account.data?.site.host ?? null;
  const title = intl.formatMessage({ id: `address.confirmation.${kind}.title` });
  useScreenTitle(title);
  useLoadErrorDialog(account.error, intl.formatMessage({ id: 'address.load.failed' }));

  return (
    <OwnerScreen siteId={siteId} title={title}>
      <section className={`${styles.panel} ${styles.confirmation}`}>
        {account.isError ? (
          <p className={styles.problem} role="alert">
            <FormattedMessage id="address.load.failed" />
          </p>
        ) : host === null ? (
          <Loading label={intl.formatMessage({ id: 'address.loading' })} />
        ) : (
          <>
            <p className={styles.confirmationLead}>
              <FormattedMessage id={`address.confirmation.${kind}.text`} />
            </p>
            <a className={styles.liveAddress} href={siteUrl(host)} target="_blank" rel="noreferrer">
              {host}
            </a>
            {kind === 'otherRegistrar' && <DnsInstructions siteId={siteId} domain={host} />}
          </>
        )}
        {paymentReference && <ReceiptView owner={{ siteId }} reference={paymentReference} />}
        <Link className={styles.choose} to={paths.editor(siteId)}>
          <FormattedMessage id="address.confirmation.toEditor" />
        </Link>
      </section>
    </OwnerScreen>
  );
}

/** `…/valj-adress/subdoman/bekraftelse/{paymentReference?}` (`000` §2.3). */
export function SubdomainConfirmationPage() {
  return <AddressConfirmation kind="subdomain" />;
}

/** `…/valj-adress/doman/bekraftelse/{paymentReference?}` (`000` §2.3). */
export function DomainConfirmationPage() {
  return <AddressConfirmation kind="domain" />;
}

/** `…/valj-adress/doman-annan-registrar/bekraftelse/{paymentReference?}`: with the DNS instructions (`000` §5). */
export function OtherRegistrarConfirmationPage() {
  return <AddressConfirmation kind="otherRegistrar" />;
}
