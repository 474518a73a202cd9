import type { InterfaceLanguage } from '@eventsite/core/constants/platform';
import { HydratedSignal } from '../../lib/hydrated-signal';
import { ROOT_ERROR_TEXT } from '../../lib/i18n/boot-texts';
import { Button } from '../ui/button';
import { MultilingualNotice, type NoticeText } from '../multilingual-notice/multilingual-notice';

export interface RootErrorPageProps {
  productName?: string;
  /** The page load's interface language: no catalogue may have loaded, so the texts are the boot texts. */
  language: InterfaceLanguage;
  /** Replaces the generic title and text, e.g. with the text-load failure message. */
  texts?: readonly NoticeText[];
}

/** Shown when the app cannot start or crashes outside a screen. */
export function RootErrorPage({ productName, language, texts }: RootErrorPageProps) {
  const boot = ROOT_ERROR_TEXT[language];
  return (
    <>
      <MultilingualNotice
        productName={productName}
        texts={texts ?? [{ lang: language, title: boot.title, text: boot.text }]}
        action={
          <Button lang={language} onClick={() => window.location.reload()}>
            {boot.reload}
          </Button>
        }
      />
      {/* A guest's page that fails still lets its reload button be pressed (guest-boot.ts). */}
      <HydratedSignal />
    </>
  );
}
