import { MultilingualNotice } from '../components/multilingual-notice/multilingual-notice';
import { Button } from '../components/ui/button';
import { ROBOTS_NOINDEX, useRobotsMeta } from './document-head';
import type { PublicTexts } from './texts';

/** `001` §2: the site could not be fetched for another reason than 401 or 404 (already reported). */
export function FetchErrorPage({ texts, language }: { texts: PublicTexts; language: string }) {
  useRobotsMeta(ROBOTS_NOINDEX);
  return (
    <MultilingualNotice
      texts={[{ lang: language, title: texts.fetchFailed, text: texts.fetchFailedHint }]}
      action={<Button onClick={() => window.location.reload()}>{texts.reload}</Button>}
    />
  );
}
