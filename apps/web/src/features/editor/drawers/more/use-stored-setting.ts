import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { fetchStoredSettings } from './api/site-settings';

export interface StoredSetting {
  busy: boolean;
  /** What went wrong the last time, in the interface language; null after a success. */
  failure: string | null;
  /** Runs the call, then hands the editor the stored values; returns whether it worked. */
  store: (call: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * Runs a call that changes a server-managed setting (guest password, noindex), then passes the site on
 * with the stored values through `onStored`, so the editor's copy agrees with the server without
 * becoming unsaved. A failure shows a message and stops the spinner (`002` §8).
 */
export function useStoredSetting(
  site: SiteV2,
  onStored: (next: SiteV2) => void,
  failedText: string,
): StoredSetting {
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The site may change while the call runs (the owner keeps editing); the stored values go onto the newest.
  const latest = useRef(site);
  useEffect(() => {
    latest.current = site;
  }, [site]);

  const store = useCallback(
    async (call: () => Promise<unknown>) => {
      setBusy(true);
      setFailure(null);
      try {
        await call();
        const stored = await fetchStoredSettings(latest.current._id);
        onStored({ ...latest.current, ...stored });
        return true;
      } catch (error) {
        const serverText = isApiError(error) ? error.errorResponse?.errorDescription[language] : undefined;
        setFailure(serverText ? `${failedText} ${serverText}` : failedText);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onStored, failedText, language],
  );
  return { busy, failure, store };
}
