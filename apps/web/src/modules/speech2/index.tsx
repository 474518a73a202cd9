import type { Speech2Module } from '@eventsite/core/schemas/site-modules';
import { lazy } from 'react';
import { LazyGuestSection } from '../../lib/hydrated-signal';
import type { ModuleViewProps } from '../module-context';
import type { ModuleDefinition } from '../module-definition';
import { Speech2View } from './speech2-view';
import styles from './speech-signup.module.css';

/*
 * A version-2 site's sign-up (issue 36) asks its own questions and reaches the toastmasters; its code does
 * nothing before a guest taps, so it loads with its own chunk on pages that have one, the server having
 * rendered it into the page (as the programme's and the wish list's, the first-load budget).
 */
const LazySpeechSignupView = lazy(() =>
  import('./speech-signup-view').then((module) => ({ default: module.SpeechSignupView })),
);

/**
 * A version-1 site keeps the older sign-up of the spec (`001` §4 "Speech sign-up"), its owner's text fields;
 * a version-2 site gets the structured one. Its style sheet is imported here, with the page, so the
 * server-rendered sign-up is styled before any script.
 */
function Speech2Section(props: ModuleViewProps<Speech2Module>) {
  if (props.context.legacy !== undefined) return <Speech2View {...props} />;
  return (
    <LazyGuestSection className={styles.section}>
      <LazySpeechSignupView {...props} />
    </LazyGuestSection>
  );
}

export const speech2Module: ModuleDefinition<'Speech2'> = { type: 'Speech2', View: Speech2Section };
