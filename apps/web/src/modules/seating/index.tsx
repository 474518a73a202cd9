import type { SeatingModule } from '@eventsite/core/schemas/site-modules';
import { lazy } from 'react';
import { LazyGuestSection } from '../../lib/hydrated-signal';
import type { ModuleViewProps } from '../module-context';
import type { ModuleDefinition } from '../module-definition';
import styles from './seating-view.module.css';

/*
 * As the programme's: the search does nothing until a guest types a name, so its code is not part of every
 * guest's first load. The server renders the view into the page, styled, and the browser keeps that markup
 * until the view's own chunk arrives, on pages that have the module only (issue 35).
 */
const LazySeatingView = lazy(() =>
  import('./seating-view').then((module) => ({ default: module.SeatingView })),
);

/** The view's style sheet is imported here, with the page: the server-rendered search is styled before any script. */
function SeatingSection(props: ModuleViewProps<SeatingModule>) {
  return (
    <LazyGuestSection className={styles.section}>
      <LazySeatingView {...props} />
    </LazyGuestSection>
  );
}

export const seatingModule: ModuleDefinition<'Seating'> = { type: 'Seating', View: SeatingSection };
