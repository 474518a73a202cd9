import type { Brand, Market } from '@eventsite/core/constants/platform';
import { siteModuleTypesForBrand } from '@eventsite/core/constants/module-types';
import { paymentProductTerms } from '@eventsite/core/constants/payment-products';
import type { DemoImageName } from '@eventsite/core/demo/demo-images';
import { ClipboardCheckIcon, GiftIcon, LayoutDashboardIcon, PaletteIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Ornament } from '../../../components/ui/card';
import { buttonClassName } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-context';
import { useFormatPrice } from '../../../lib/use-format-price';
import { useMarketMessageValues } from '../../../lib/use-market-message-values';
import { useScreenTitle } from '../../../lib/document-title';
import { startPath } from '../../../lib/start-path';
import { PhonePreview } from './phone-preview';
import styles from './start-page.module.css';

interface AddressExample {
  subdomain: string;
  domain: string;
}

/**
 * What each brand shows off: the header picture of its demo site and, per market, the names in its address
 * examples, taken from that market's demo (Emma and Oskar in Sweden, Sofie and Mads in Denmark).
 */
const SHOWCASE: Record<Brand, { image: DemoImageName; names: Record<Market, AddressExample> }> = {
  party: {
    image: 'archipelago-sunset',
    names: {
      se: { subdomain: 'anna', domain: 'annasfest' },
      dk: { subdomain: 'mette', domain: 'mettefylder40' },
    },
  },
  wedding: {
    image: 'bouquet',
    names: {
      se: { subdomain: 'emmaochoskar', domain: 'emmaochoskar' },
      dk: { subdomain: 'sofieogmads', domain: 'sofieogmads' },
    },
  },
  event: {
    image: 'city-skyline',
    names: {
      se: { subdomain: 'nordvik', domain: 'nordvikkickoff' },
      dk: { subdomain: 'nordlys', domain: 'nordlyskickoff' },
    },
  },
};

const STEPS = ['try', 'save', 'publish'] as const;

function TryButtons() {
  const { brand } = useAppConfig();
  return (
    <div className={styles.actions}>
      <RouterLink to={startPath(brand, { registerAccount: false })} className={buttonClassName()}>
        <FormattedMessage id="start.cta.try" />
      </RouterLink>
      <RouterLink to="/demo" className={buttonClassName({ variant: 'secondary' })}>
        <FormattedMessage id="start.cta.demo" />
      </RouterLink>
    </div>
  );
}

const FEATURE_ICONS = {
  design: PaletteIcon,
  modules: LayoutDashboardIcon,
  rsvp: ClipboardCheckIcon,
  gifts: GiftIcon,
};
type FeatureName = keyof typeof FEATURE_ICONS;

/** A feature's picture, beside its title. */
function FeatureIcon({ name }: { name: FeatureName }) {
  const Icon = FEATURE_ICONS[name];
  return <Icon size={26} />;
}

/**
 * `/` on the product's own host: what the product is, how it works and what it costs, with the way into
 * quick start (or the wedding wizard) and the demo. The prices are core's product table (`000` §9).
 */
export function StartPage() {
  const intl = useIntl();
  const { brand, market, domain, productName } = useAppConfig();
  useScreenTitle(intl.formatMessage({ id: `start.title.${brand}` }));
  const showcase = SHOWCASE[brand];
  const features: FeatureName[] = [
    'design',
    'modules',
    'rsvp',
    ...(siteModuleTypesForBrand(brand).includes('GiftRegistry') ? (['gifts'] as const) : []),
  ];
  const formatPrice = useFormatPrice();
  const marketValues = useMarketMessageValues();
  const subdomain = paymentProductTerms(market, brand, 'subdomain');
  const ownDomain = paymentProductTerms(market, brand, 'domain_name');

  return (
    <>
      <section className={styles.hero} aria-labelledby="start-hero">
        <div className={styles.heroText}>
          <p className={styles.kicker}>
            <FormattedMessage id={`start.hero.kicker.${brand}`} values={{ productName }} />
          </p>
          <h1 id="start-hero" className={styles.heroTitle}>
            <FormattedMessage id={`start.hero.title.${brand}`} />
          </h1>
          <p className={styles.heroLead}>
            <FormattedMessage id={`start.hero.lead.${brand}`} />
          </p>
          <TryButtons />
          <p className={styles.heroNote}>
            <FormattedMessage id="start.hero.note" />
          </p>
        </div>
        <PhonePreview brand={brand} market={market} image={showcase.image} />
      </section>

      <section className={styles.band} aria-labelledby="start-features">
        <header className={styles.sectionHeader}>
          <Ornament className={styles.ornament} />
          <h2 id="start-features" className={styles.sectionTitle}>
            <FormattedMessage id="start.features.title" />
          </h2>
          <p className={styles.sectionLead}>
            <FormattedMessage id={`start.features.lead.${brand}`} />
          </p>
        </header>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <span className={styles.featureIcon}>
                <FeatureIcon name={feature} />
              </span>
              <h3 className={styles.featureTitle}>
                <FormattedMessage id={`start.feature.${feature}.title`} />
              </h3>
              <p className={styles.featureText}>
                <FormattedMessage id={`start.feature.${feature}.text`} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="start-steps">
        <header className={styles.sectionHeader}>
          <h2 id="start-steps" className={styles.sectionTitle}>
            <FormattedMessage id="start.steps.title" />
          </h2>
        </header>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>
                <FormattedMessage id={`start.step.${step}.title`} />
              </h3>
              <p className={styles.stepText}>
                <FormattedMessage id={`start.step.${step}.text`} values={marketValues} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.band} aria-labelledby="start-prices">
        <header className={styles.sectionHeader}>
          <Ornament className={styles.ornament} />
          <h2 id="start-prices" className={styles.sectionTitle}>
            <FormattedMessage id="start.prices.title" />
          </h2>
          <p className={styles.sectionLead}>
            <FormattedMessage id="start.prices.lead" />
          </p>
        </header>
        <div className={styles.prices}>
          <article className={styles.price} aria-labelledby="price-subdomain">
            <p className={styles.priceKicker}>
              <FormattedMessage id="start.price.subdomain.kicker" />
            </p>
            <h3 id="price-subdomain" className={styles.priceTitle}>
              <FormattedMessage id="start.price.subdomain.title" />
            </h3>
            <p className={styles.example}>
              <span className={styles.exampleName}>{showcase.names[market].subdomain}</span>.{domain}
            </p>
            <p className={styles.amount}>{formatPrice(subdomain.priceOre)}</p>
            <p className={styles.priceText}>
              <FormattedMessage id="start.price.subdomain.text" values={{ months: subdomain.months }} />
            </p>
          </article>
          <article className={`${styles.price} ${styles.featured}`} aria-labelledby="price-domain">
            <p className={styles.priceKicker}>
              <FormattedMessage id="start.price.domain.kicker" />
            </p>
            <h3 id="price-domain" className={styles.priceTitle}>
              <FormattedMessage id="start.price.domain.title" />
            </h3>
            <p className={styles.example}>
              <span className={styles.exampleName}>{showcase.names[market].domain}</span>.{market}
            </p>
            <p className={styles.amount}>{formatPrice(ownDomain.priceOre)}</p>
            <p className={styles.priceText}>
              <FormattedMessage id="start.price.domain.text" values={{ months: ownDomain.months }} />
            </p>
          </article>
        </div>
        <p className={styles.priceNote}>
          <FormattedMessage id="start.prices.note" values={marketValues} />
        </p>
      </section>

      <section className={`${styles.section} ${styles.closing}`} aria-labelledby="start-closing">
        <h2 id="start-closing" className={styles.sectionTitle}>
          <FormattedMessage id={`start.closing.title.${brand}`} />
        </h2>
        <p className={styles.sectionLead}>
          <FormattedMessage id="start.closing.lead" />
        </p>
        <TryButtons />
      </section>
    </>
  );
}
