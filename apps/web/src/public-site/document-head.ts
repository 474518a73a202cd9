import { useEffect } from 'react';

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
  meta.content = content;
}

export function useRobotsMeta(content: string): void {
  useEffect(() => setMetaTag('robots', content), [content]);
}

/** `<html lang>`, so screen readers and hyphenation follow the language the guest reads. */
export function useDocumentLanguage(language: string): void {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
