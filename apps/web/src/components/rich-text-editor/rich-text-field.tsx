import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { TranslatableRichText } from '@eventsite/core/schemas/translatable-text';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './rich-text-editor.module.css';

// TipTap and ProseMirror load with the first rich-text field an owner opens, never with a guest's page.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export interface RichTextFieldProps {
  label: string;
  /** The text in every site language. */
  value: TranslatableRichText;
  /** The site language shown and edited; the other languages are kept as they are. */
  language: SiteLanguageCode;
  onChange: (next: TranslatableRichText) => void;
  placeholder?: string;
}

/** A labelled rich-text field for one language of a translatable rich text (`001` "Text"). */
export function RichTextField({ label, value, language, onChange, placeholder }: RichTextFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Suspense
        fallback={
          <div className={`${styles.frame} ${styles.loading}`} role="status">
            <div className={styles.toolbar} aria-hidden="true" />
            <p className={styles.loadingText}>{intl.formatMessage({ id: 'common.loading' })}</p>
          </div>
        }
      >
        <RichTextEditor
          // A new language is a new text: the editor starts again from that language's document.
          key={language}
          labelId={labelId}
          document={value[language]}
          placeholder={placeholder}
          onChange={(document) => onChange({ ...value, [language]: document })}
        />
      </Suspense>
    </div>
  );
}
