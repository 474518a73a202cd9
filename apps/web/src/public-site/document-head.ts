import { useEffect } from 'react';
import { setDocumentLanguage } from '../lib/i18n/document-language';

/** `001` §2: a site flagged metaNoindex, the password gate and error pages stay out of search engines. */
export const ROBOTS_NOINDEX = 'noindex, noimageindex, nofollow';
export const ROBOTS_ALL = 'all';

/** Sets a `<meta name>` in the head, replacing the one there (the server may have sent one). */
export function setMetaTag(name: string, content: string, document: Document = window.document): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  // Written only when it differs: even the same value written again is a change to the browser.
  if (meta.content !== content) meta.content = content;
}

export function useRobotsMeta(content: string): void {
  useEffect(() => setMetaTag('robots', content), [content]);
}

/** `<html lang>`, so screen readers and hyphenation follow the language the guest reads. */
export function useDocumentLanguage(language: string): void {
  useEffect(() => setDocumentLanguage(language), [language]);
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (document.title !== title) document.title = title;
  }, [title]);
}
