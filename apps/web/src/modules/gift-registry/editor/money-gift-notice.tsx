import { ShieldCheckIcon } from 'lucide-react';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import styles from './gift-registry-editor.module.css';

/** Tells the owner that money gifts go straight from guest to hosts and nothing passes through us (issue 37). */
export function MoneyGiftNotice() {
  const t = useFormEditorText();
  return (
    <p className={styles.moneyNotice}>
      <ShieldCheckIcon aria-hidden="true" />
      <span>{t('gift.moneyNotice')}</span>
    </p>
  );
}
