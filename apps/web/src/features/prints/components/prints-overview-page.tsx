import {
  ADVERTISED_PRINT_PRICE,
  PRINT_ERROR_TEXTS,
  DEFAULT_FONTS,
  defaultPrintContent,
  printSiteFacts,
  PRINT_CARD_FORMAT,
  PRINT_LAYOUTS,
  PRINT_PRICES_ORE,
  type Order,
  type Print,
} from '@eventsite/core';
import { editorBasePath, isQuickStartPath } from '@eventsite/core/rules/editor-base-path';
import { isSiteV2 } from '@eventsite/core/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { HeartIcon, PlusIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerFrame } from '../../../components/owner-frame/owner-frame';
import { buttonClassName } from '../../../components/ui/button';
import { Ornament } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAppConfig } from '../../../lib/app-context';
import { useLanguage } from '../../../lib/i18n/language-context';
import type { MessageId } from '../../../lib/i18n/messages';
import { useFormatPrice } from '../../../lib/use-format-price';
import { DEFAULT_COLOR_SCHEME } from '../../../themes/site-style';
import { siteQueryKey } from '../../../lib/site-account';
import { getSite } from '../../../lib/get-site';
import { useSiteOrders, useSitePrints } from '../api/prints-api';
import { PrintCard } from './print-card';
import { NEW_PRINT_SEGMENT, NEW_THANK_YOU_SEGMENT } from './print-editor-page';
import styles from './prints-overview.module.css';

/** The address the example cards print under their code when the site has none yet. */
const EXAMPLE_HOST = 'anna-och-erik.se';

function PricePanel() {
  const intl = useIntl();
  const { market } = useAppConfig();
  const formatPrice = useFormatPrice();
  const advertised = ADVERTISED_PRINT_PRICE[market];
  const facts = [
    intl.formatMessage({ id: 'prints.price.format' }),
    intl.formatMessage({ id: 'prints.price.sides' }),
    intl.formatMessage({ id: 'prints.price.paper' }, { gsm: PRINT_CARD_FORMAT.paperWeightGsm }),
    intl.formatMessage(
      { id: 'prints.price.shipping' },
      { price: formatPrice(PRINT_PRICES_ORE[market].shipping) },
    ),
  ];
  return (
    <aside className={styles.pricePanel} aria-labelledby="prints-price-title">
      <h2 id="prints-price-title" className={styles.priceTitle}>
        {intl.formatMessage({ id: 'prints.price.title' })}
      </h2>
      <p className={styles.price}>
        {intl.formatMessage(
          { id: 'prints.price.amount' },
          { price: formatPrice(advertised.priceOre), cards: advertised.cards },
        )}
      </p>
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </aside>
  );
}

function OrdersList({ orders }: { orders: Order[] }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  if (orders.length === 0)
    return <p className={styles.muted}>{intl.formatMessage({ id: 'prints.orders.none' })}</p>;
  return (
    <ul className={styles.orders}>
      {orders.map((order) => (
        <li key={order._id} className={styles.order} data-order-id={order._id}>
          <div className={styles.orderMain}>
            <span className={styles.orderTitle}>{order.items[0]?.title ?? order._id}</span>
            <span className={styles.muted}>
              {[
                order.createdAt ? intl.formatDate(order.createdAt, { dateStyle: 'medium' }) : null,
                order.quantity !== undefined
                  ? intl.formatMessage({ id: 'prints.orders.cards' }, { quantity: order.quantity })
                  : null,
                intl.formatMessage({ id: 'prints.orders.total' }, { price: formatPrice(order.totalInclVat) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {order.trackingNumber && (
              <span className={styles.muted}>
                {intl.formatMessage({ id: 'prints.orders.tracking' }, { number: order.trackingNumber })}
              </span>
            )}
          </div>
          <span
            className={styles.status}
            data-status={order.status ?? (order.paid ? 'paid' : 'awaiting_payment')}
          >
            {intl.formatMessage({
              id: `prints.orders.status.${order.status ?? (order.paid ? 'paid' : 'awaiting_payment')}` as MessageId,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function PrintThumbnails({ prints, printsPath }: { prints: Print[]; printsPath: string }) {
  const intl = useIntl();
  return (
    <ul className={styles.thumbnails}>
      {prints.map((print, index) => {
        const path = `${printsPath}/${encodeURIComponent(print._id ?? '')}`;
        const thankYou = print.purpose === 'thankYou';
        return (
          <li key={print._id} className={styles.thumbnail} data-purpose={print.purpose}>
            <Link to={path} className={styles.thumbnailCard}>
              <PrintCard
                print={print}
                page={1}
                widthPx={176}
                label={intl.formatMessage(
                  { id: thankYou ? 'prints.overview.thankYouLabel' : 'prints.overview.cardLabel' },
                  { number: prints.length - index },
                )}
              />
            </Link>
            {thankYou && (
              <span className={styles.purposeBadge}>
                {intl.formatMessage({ id: 'prints.purpose.thankYou' })}
              </span>
            )}
            <div className={styles.thumbnailActions}>
              <Link to={path} className={buttonClassName({ variant: 'secondary' })}>
                {intl.formatMessage({ id: 'prints.overview.edit' })}
              </Link>
              <Link to={`${path}/bestall`} className={buttonClassName({ variant: 'quiet' })}>
                {intl.formatMessage({ id: 'prints.overview.order' })}
              </Link>
              <a
                href={`/api/prints/${encodeURIComponent(print._id ?? '')}/pdf`}
                target="_blank"
                rel="noopener"
                aria-label={intl.formatMessage({ id: 'prints.editor.proof' })}
                className={buttonClassName({ variant: 'quiet' })}
              >
                PDF
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The invitations overview (`002` §2.1, §2.5): the owner's cards as they look, the price, example cards in
 * every layout, a create button and the owner's orders with their status. In quick start only the offer,
 * the examples and the create button show.
 */
export function PrintsOverviewPage() {
  const intl = useIntl();
  const showError = useErrorDialog();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const params = useParams();
  const quickStart = isQuickStartPath(pathname);
  const siteId = quickStart ? '' : (params.siteId ?? '');
  const basePath = editorBasePath(pathname);
  const printsPath = `${basePath}inbjudningar`;
  const site = useQuery({
    queryKey: siteQueryKey(siteId),
    queryFn: () => getSite(siteId),
    enabled: !quickStart,
    staleTime: Infinity,
    retry: false,
  });
  const prints = useSitePrints(siteId);
  const orders = useSiteOrders(siteId);
  const { brand, market } = useAppConfig();
  const loadedSite = !quickStart && site.data && isSiteV2(site.data) ? site.data : null;

  useEffect(() => {
    if (!quickStart && prints.error) {
      showError(prints.error, { summary: PRINT_ERROR_TEXTS.sitePrintsFetchFailed[language] });
    }
  }, [quickStart, prints.error, language, showError]);

  const design = {
    colorScheme: loadedSite?.colorScheme ?? DEFAULT_COLOR_SCHEME,
    fonts: loadedSite?.fonts ?? DEFAULT_FONTS,
    trim: 'none' as const,
    eventLogo: loadedSite?.eventLogo ?? null,
  };
  // The examples show the couple's own names and day, as their new card will (issue 39 item 6).
  const facts = loadedSite ? printSiteFacts(loadedSite, market) : undefined;
  const exampleQrUrl = `https://${loadedSite?.host ?? EXAMPLE_HOST}/`;
  const createButton = (
    <Link to={`${printsPath}/${NEW_PRINT_SEGMENT}`} className={buttonClassName()}>
      <PlusIcon size={18} />
      {intl.formatMessage({ id: 'prints.overview.create' })}
    </Link>
  );
  // A thank-you card (issue 37 item 4) is made after the wedding, from a site that exists.
  const createThankYouButton = !quickStart && (
    <Link to={`${printsPath}/${NEW_THANK_YOU_SEGMENT}`} className={buttonClassName({ variant: 'secondary' })}>
      <HeartIcon size={18} />
      {intl.formatMessage({ id: 'prints.overview.createThankYou' })}
    </Link>
  );

  // Printed invitations are the wedding brand's alone (`000` §1).
  if (brand !== 'wedding') return <Navigate to={basePath} replace />;
  return (
    <OwnerFrame siteId={siteId} quickStart={quickStart}>
      <main className={styles.screen}>
        <header className={styles.hero}>
          <div className={styles.heroText}>
            <Ornament />
            <h1 className={styles.title}>{intl.formatMessage({ id: 'prints.overview.title' })}</h1>
            <p className={styles.lead}>{intl.formatMessage({ id: 'prints.overview.lead' })}</p>
            <div className={styles.heroActions}>
              {createButton}
              {createThankYouButton}
            </div>
          </div>
          <PricePanel />
        </header>

        {!quickStart && (
          <section className={styles.section} aria-labelledby="prints-yours">
            <h2 id="prints-yours" className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'prints.overview.yours' })}
            </h2>
            {prints.isPending ? (
              <Spinner />
            ) : prints.data && prints.data.length > 0 ? (
              <PrintThumbnails prints={prints.data} printsPath={printsPath} />
            ) : (
              <p className={styles.muted}>{intl.formatMessage({ id: 'prints.overview.none' })}</p>
            )}
          </section>
        )}

        <section className={styles.section} aria-labelledby="prints-examples">
          <h2 id="prints-examples" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'prints.overview.examples' })}
          </h2>
          <ul className={styles.examples}>
            {PRINT_LAYOUTS.map((layout) => {
              const name = intl.formatMessage({ id: `prints.layout.${layout}` as MessageId });
              const example = {
                ...design,
                layout,
                content: defaultPrintContent(layout, { language, qrUrl: exampleQrUrl, facts }),
              };
              return (
                <li key={layout} className={styles.example}>
                  <div className={styles.examplePair}>
                    <PrintCard
                      print={example}
                      page={1}
                      widthPx={150}
                      label={intl.formatMessage({ id: 'prints.overview.exampleLabel' }, { layout: name })}
                    />
                    <div className={styles.exampleBack} aria-hidden="true">
                      <PrintCard print={example} page={2} widthPx={104} demoQr />
                    </div>
                  </div>
                  <span className={styles.exampleName}>{name}</span>
                </li>
              );
            })}
          </ul>
        </section>

        {!quickStart && (
          <section className={styles.section} aria-labelledby="prints-orders">
            <h2 id="prints-orders" className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'prints.orders.title' })}
            </h2>
            {orders.isPending ? (
              <Spinner />
            ) : orders.isError ? (
              <p className={styles.muted}>{PRINT_ERROR_TEXTS.orderFetchFailed[language]}</p>
            ) : (
              <OrdersList orders={orders.data} />
            )}
          </section>
        )}
      </main>
    </OwnerFrame>
  );
}
