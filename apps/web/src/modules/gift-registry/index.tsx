import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { lazy } from 'react';
import { LazyGuestSection } from '../../lib/hydrated-signal';
import type { ModuleViewProps } from '../module-context';
import type { ModuleDefinition } from '../module-definition';
import money from './gift-money.module.css';
import styles from './gift-registry-view.module.css';

/*
 * As the programme's: the wish list and its money gifts do nothing before a guest taps, so their code (the
 * Swish links, amounts and reservation states) is not part of every guest's first load. The server renders
 * the view into the page, and the browser keeps that markup until the view's own chunk arrives, on pages
 * that have a registry only (issue 37's budget).
 */
const LazyGiftRegistryView = lazy(() =>
  import('./gift-registry-view').then((module) => ({ default: module.GiftRegistryView })),
);

/** The view's style sheets are imported here, with the page: the server-rendered registry is styled before any script. */
function GiftRegistrySection(props: ModuleViewProps<GiftRegistryModule>) {
  return (
    <LazyGuestSection className={`${styles.section} ${money.section}`}>
      <LazyGiftRegistryView {...props} />
    </LazyGuestSection>
  );
}

export const giftRegistryModule: ModuleDefinition<'GiftRegistry'> = {
  type: 'GiftRegistry',
  View: GiftRegistrySection,
};
