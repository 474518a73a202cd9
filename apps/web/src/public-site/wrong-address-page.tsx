import { MARKET_LANGUAGE, type AppConfig, type Market } from '@eventsite/core/constants/platform';
import { MultilingualNotice, type NoticeText } from '../components/multilingual-notice/multilingual-notice';
import { buttonClassName } from '../components/ui/button';
import { ArrowRightIcon } from '../components/ui/icons';
import { useBrandStartPageUrl } from './brand-start-page';

/** The guest's language is not known here, so the page speaks all three (`001` §2 "Wrong-address page"). */
const TEXTS: readonly NoticeText[] = [
  {
    lang: 'sv',
    title: 'Här finns ingen sida',
    text: 'Det finns ingen sida på den här adressen. Kontrollera att adressen är rätt stavad, eller gå till startsidan.',
  },
  {
    lang: 'en',
    title: 'There is no site here',
    text: 'No site lives at this address. Check that the address is spelled correctly, or go to the start page.',
  },
  {
    lang: 'da',
    title: 'Her er ingen side',
    text: 'Der findes ingen side på denne adresse. Kontrollér, at adressen er stavet rigtigt, eller gå til forsiden.',
  },
];

/** The market's own language first: a Danish guest reads Danish before Swedish (`decisions.md` §8). */
function textsFor(market: Market): NoticeText[] {
  const own = MARKET_LANGUAGE[market];
  return [...TEXTS].sort((a, b) => Number(b.lang === own) - Number(a.lang === own));
}

export function WrongAddressPage({ config }: { config: AppConfig }) {
  const startPage = useBrandStartPageUrl(config.domain);
  return (
    <MultilingualNotice
      productName={config.productName}
      texts={textsFor(config.market)}
      action={
        <a href={startPage} className={buttonClassName()}>
          {config.domain}
          <ArrowRightIcon size={18} strokeWidth={2} />
        </a>
      }
    />
  );
}
