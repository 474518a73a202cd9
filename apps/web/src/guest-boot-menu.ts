import { answeredByApp } from './guest-boot-react';
import { menuFits } from './public-site/menu-fits';

/**
 * Folds the site menu behind its toggle before the app runs when its links do not fit (`001` "Anchors and
 * menu", issue 40), as the app does once it runs: measured the same way, on the server-drawn copy of the
 * links, and again once the fonts have come.
 */
export function foldTheMenuUntilTheAppRuns(): void {
  const nav = document.querySelector<HTMLElement>('nav.site-menu');
  const measure = nav?.querySelector<HTMLElement>('.site-menu__measure');
  if (!nav || !measure) return;
  const fold = () => {
    // Once the app has measured, the attribute is its own.
    if (answeredByApp(nav)) return;
    if (menuFits(measure.scrollWidth, nav.clientWidth)) nav.removeAttribute('data-fits');
    else nav.setAttribute('data-fits', 'false');
  };
  fold();
  void document.fonts?.ready.then(fold);
}
