import { isInterfaceLanguage } from '@eventsite/core/constants/platform';
import { Link2Off, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { isApiErrorWithCode } from '../../../lib/api-client';
import { useToastmasterDesk } from '../api/toastmaster-desk';
import { deskTexts } from '../desk-texts';
import { Desk, type DeskNotice } from './desk';
import styles from './desk.module.css';

export interface DeskPageProps {
  token: string;
  /** The language to speak until the desk says the site's own. */
  language: string;
}

/** The page `/toastmaster/{token}`: the desk, or why it cannot be shown. */
export function DeskPage({ token, language }: DeskPageProps) {
  const desk = useToastmasterDesk(token);
  const [notice, setNotice] = useState<DeskNotice>(null);
  const shownLanguage = desk.data?.language ?? language;
  const texts = deskTexts(shownLanguage);

  useEffect(() => {
    document.documentElement.lang = shownLanguage;
    document.title = desk.data ? `${texts.pageTitle} · ${desk.data.siteTitle}` : texts.pageTitle;
  }, [shownLanguage, texts, desk.data]);

  if (desk.data) {
    return (
      <Desk
        // A new revision (saved here or read after someone else's save) starts a new draft.
        key={desk.data.order.revision}
        token={token}
        desk={desk.data}
        texts={texts}
        notice={notice}
        onNotice={setNotice}
        onReload={() => void desk.refetch()}
      />
    );
  }
  if (desk.isPending) return <Loading fullPage label={texts.loading} />;

  const { error } = desk;
  const invalid = isApiErrorWithCode(error, 'TOASTMASTER_LINK_INVALID');
  const description = invalid ? error.errorResponse?.errorDescription : undefined;
  return (
    <main className={styles.problemPage}>
      <div className={styles.problem} role="alert">
        <span className={styles.problemIcon} aria-hidden>
          {invalid ? <Link2Off size={28} /> : <RotateCw size={28} />}
        </span>
        <h1>{invalid ? texts.linkInvalidTitle : texts.loadFailedTitle}</h1>
        <p>
          {description
            ? description[isInterfaceLanguage(shownLanguage) ? shownLanguage : 'en']
            : texts.loadFailed}
        </p>
        {!invalid && (
          <Button variant="secondary" onClick={() => void desk.refetch()}>
            {texts.tryAgain}
          </Button>
        )}
      </div>
    </main>
  );
}
