import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import styles from './guest-photos-section.module.css';

/** A link the owner hands on (the upload page, the slideshow): its label, the address and a copy button. */
export function CopyLinkRow({ label, url }: { label: string; url: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className={styles.linkRow}>
      <span className={styles.linkLabel}>{label}</span>
      <a className={styles.linkUrl} href={url} target="_blank" rel="noreferrer">
        {url.replace(/^https?:\/\//, '')}
      </a>
      <Button
        variant="secondary"
        className={styles.copy}
        aria-label={intl.formatMessage({ id: 'guestPhotos.copy' }, { label })}
        onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}
      >
        {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        <span aria-live="polite">
          {intl.formatMessage({ id: copied ? 'guestPhotos.copied' : 'guestPhotos.copyShort' })}
        </span>
      </Button>
    </div>
  );
}
