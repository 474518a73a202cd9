import { Button } from '../ui/button';
import { MultilingualNotice, type NoticeText } from '../multilingual-notice/multilingual-notice';

/** Shown when the app cannot start or crashes outside a screen: the language and catalogues may be unknown. */
const TEXTS: readonly NoticeText[] = [
  {
    lang: 'sv',
    title: 'Något gick fel',
    text: 'Ett oväntat fel uppstod och har loggats. Ladda om sidan och försök igen.',
  },
  {
    lang: 'en',
    title: 'Something went wrong',
    text: 'An unexpected error occurred and has been logged. Reload the page and try again.',
  },
  {
    lang: 'da',
    title: 'Noget gik galt',
    text: 'Der opstod en uventet fejl, som er blevet logget. Genindlæs siden, og prøv igen.',
  },
];

export interface RootErrorPageProps {
  productName?: string;
  /** Replaces the generic texts, e.g. with the text-load failure message. */
  texts?: readonly NoticeText[];
}

export function RootErrorPage({ productName, texts = TEXTS }: RootErrorPageProps) {
  return (
    <MultilingualNotice
      productName={productName}
      texts={texts}
      action={
        <Button onClick={() => window.location.reload()}>
          <span lang="sv">Ladda om</span>
          <span aria-hidden="true">·</span>
          <span lang="en">Reload</span>
          <span aria-hidden="true">·</span>
          <span lang="da">Genindlæs</span>
        </Button>
      }
    />
  );
}
