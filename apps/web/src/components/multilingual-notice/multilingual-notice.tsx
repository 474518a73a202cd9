import type { ReactNode } from 'react';
import { languageNameIn } from '@eventsite/core/rules/language-names';
import { Card, Ornament } from '../ui/card';
import styles from './multilingual-notice.module.css';

export interface NoticeText {
  /** The BCP 47 language of the block, so screen readers pronounce it right. */
  lang: string;
  title: string;
  text: string;
}

export interface MultilingualNoticeProps {
  /** The brand's product name, shown as the wordmark; omitted when it is not known. */
  productName?: string;
  texts: readonly NoticeText[];
  action?: ReactNode;
}

/**
 * A page that says one thing in several languages at once, for visitors whose language is not known
 * (the wrong-address page of `001` §2, the start-up error page). It needs no router and no message catalogue.
 */
export function MultilingualNotice({ productName, texts, action }: MultilingualNoticeProps) {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        {productName !== undefined && <p className={styles.wordmark}>{productName}</p>}
        {/* Side by side, several languages need the wide card; one reads best in the narrow one. */}
        <Card size={texts.length > 1 ? 'wide' : 'narrow'} className={styles.card}>
          <Ornament className={styles.ornament} />
          <div className={styles.columns}>
            {texts.map((block) => (
              <section key={block.lang} lang={block.lang} className={styles.column}>
                {texts.length > 1 && (
                  <p className={styles.language}>{languageNameIn(block.lang, block.lang)}</p>
                )}
                <h1 className={styles.title}>{block.title}</h1>
                <p className={styles.text}>{block.text}</p>
              </section>
            ))}
          </div>
          {action !== undefined && <div className={styles.action}>{action}</div>}
        </Card>
      </main>
    </div>
  );
}
