import { createContext, useContext } from 'react';

/** The address bar's protocol and port ('https:', ''), as `window.location` has them. */
export interface PageOrigin {
  protocol: string;
  port: string;
}

/** Set where the page is drawn without a `window` (the server's rendering) and while it is hydrated. */
export const PageOriginContext = createContext<PageOrigin | null>(null);

/** The brand's start page, on the port in use so that it also works on a developer's machine. */
export function useBrandStartPageUrl(domain: string): string {
  const { protocol, port } = useContext(PageOriginContext) ?? window.location;
  return `${protocol}//${domain}${port ? `:${port}` : ''}/`;
}
