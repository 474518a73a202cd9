import {
  createContext,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type MouseEvent,
} from 'react';

/*
 * The public site's one route, `/:language?` (`001` §2 "Public route"), on the History API. A router library
 * would cost guests about 30 KB (gzip) of JavaScript for a single optional path segment, so this is the
 * little it takes: the path as React state, navigation with and without a history entry, and links that
 * navigate without reloading the page.
 */

const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The anchor is left out: jumping between sections must not render the page again. */
function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export interface BrowserPath {
  pathname: string;
  search: string;
}

/**
 * The path the server rendered the page for (query string left out), or null when it did not render it.
 * The server has no address bar, and hydration must start from exactly what the server drew.
 */
export const RenderedPathContext = createContext<string | null>(null);

/** The address's path and query string, following navigation and the back and forward buttons. */
export function useBrowserPath(): BrowserPath {
  const renderedPath = useContext(RenderedPathContext);
  const path = useSyncExternalStore(subscribe, currentPath, () => renderedPath ?? currentPath());
  const queryStart = path.indexOf('?');
  return queryStart === -1
    ? { pathname: path, search: '' }
    : { pathname: path.slice(0, queryStart), search: path.slice(queryStart) };
}

function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
}

/** Replaces the address once it is shown, like a server redirect: the back button skips it. */
export function Redirect({ to }: { to: string }) {
  useLayoutEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

export interface RouterLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  to: string;
}

/** A link within the site: a plain click navigates in place, any other (new tab, copy) acts as a link. */
export function RouterLink({ to, onClick, ...props }: RouterLinkProps) {
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
      {...props}
    />
  );
}
