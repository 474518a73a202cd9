import type { ScheduleModule } from '@eventsite/core/schemas/site-modules';
import { lazy } from 'react';
import { LazyGuestSection } from '../../lib/hydrated-signal';
import type { ModuleViewProps } from '../module-context';
import type { ModuleDefinition } from '../module-definition';
import styles from './schedule-view.module.css';

/*
 * The programme draws nothing a guest acts on before the page is running (its links are plain links), so
 * its code is not part of every guest's first load: the server renders it into the page, styled, and the
 * browser keeps that markup until the view's own chunk arrives, on pages that have a programme only (issue
 * 34's budget).
 */
const LazyScheduleView = lazy(() =>
  import('./schedule-view').then((module) => ({ default: module.ScheduleView })),
);

/** The view's style sheet is imported here, with the page: the server-rendered programme is styled before (and without) any script. */
function ScheduleSection(props: ModuleViewProps<ScheduleModule>) {
  return (
    <LazyGuestSection className={styles.section}>
      <LazyScheduleView {...props} />
    </LazyGuestSection>
  );
}

export const scheduleModule: ModuleDefinition<'Schedule'> = { type: 'Schedule', View: ScheduleSection };
