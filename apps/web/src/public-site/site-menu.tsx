import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '../components/ui/icons';
import { menuFits } from './menu-fits';

export interface MenuEntry {
  anchor: string;
  label: string;
}

/**
 * The site menu (`001` "Anchors and menu"): one link per section. The links show inline when they fit the
 * menu's width; otherwise they fold behind a toggle that closes after a link is chosen, on a click outside
 * and on Escape. The width is measured on an invisible copy of the inline links, so the choice never
 * flickers and follows resizes and late-loading fonts; before that (the server's page, read without
 * JavaScript too) the inline links scroll sideways when they do not fit. Scrolling is the browser's own: the links are plain
 * anchors and the page scrolls smoothly (themes/site-base.css), which also updates the address's hash.
 */
export function SiteMenu({ entries, label }: { entries: readonly MenuEntry[]; label: string }) {
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  // Unknown until measured in the browser: the server's page shows the links inline, scrolling if need be.
  const [fits, setFits] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const expanded = open && fits === false;

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => setFits(menuFits(measure.scrollWidth, nav.clientWidth));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    // The copy itself is 0 wide (so a folded menu is only as wide as its toggle): its links' sizes follow
    // late-loading fonts instead.
    for (const item of Array.from(measure.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [entries]);

  useEffect(() => {
    if (!expanded) return;
    const onClick = (event: MouseEvent) => {
      // The tap that opened the panel arrives here too; on the toggle's icon, which opening swapped for
      // another, its target has left the page and is no click outside.
      const target = event.target;
      if (target instanceof Node && target.isConnected && !navRef.current?.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A link inside the panel would vanish with it: focus goes back to the toggle that opened it.
      if (navRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [expanded]);

  if (entries.length === 0) return null;

  const links = entries.map((entry) => (
    <li key={entry.anchor} className="site-menu__item">
      <a className="site-menu__link" href={`#${entry.anchor}`} onClick={() => setOpen(false)}>
        {entry.label}
      </a>
    </li>
  ));

  return (
    <nav
      ref={navRef}
      className="site-menu"
      aria-label={label}
      data-fits={fits ?? undefined}
      // The boot script may have measured first (guest-boot-menu.ts).
      suppressHydrationWarning
    >
      <ul ref={measureRef} className="site-menu__list site-menu__measure" aria-hidden="true">
        {entries.map((entry) => (
          <li key={entry.anchor} className="site-menu__item">
            <span className="site-menu__link">{entry.label}</span>
          </li>
        ))}
      </ul>
      {/* Before the app has measured (fits null) both forms are drawn, and the boot script's measurement
          (data-fits, guest-boot-menu.ts) picks one by CSS; each keeps its place, so the toggle a guest
          tapped before the app ran is the one the app answers. */}
      {fits !== false && <ul className="site-menu__list">{links}</ul>}
      {fits !== true && (
        <button
          ref={toggleRef}
          type="button"
          className="site-menu__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {expanded ? <CloseIcon size={18} strokeWidth={2} /> : <MenuIcon size={18} strokeWidth={2} />}
          <span className="site-menu__toggle-label">{label}</span>
        </button>
      )}
      {fits !== true && (
        <ul id={panelId} className="site-menu__panel" hidden={!expanded}>
          {links}
        </ul>
      )}
    </nav>
  );
}
