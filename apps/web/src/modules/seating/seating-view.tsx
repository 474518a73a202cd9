import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GuestSeat } from '@eventsite/core/schemas/seating';
import type { SeatingModule } from '@eventsite/core/schemas/site-modules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { RichText } from '../../components/rich-text/rich-text';
import type { ModuleViewProps } from '../module-context';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import { NeedsJavaScript } from '../shared/needs-javascript';
import { tablePhrase } from '../shared/seat-words';
import { useHydrated } from '../shared/use-hydrated';
import { seatingText } from './seating-view-texts';
import styles from './seating-view.module.css';

/** The shortest name the server looks up (core's `seatingSearchQuerySchema`). */
const NAME_MIN = 2;

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'tooShort' }
  | { kind: 'found'; name: string; matches: GuestSeat[]; more: boolean }
  | { kind: 'notShown' }
  | { kind: 'failed' };

function SearchResult({ state, language }: { state: SearchState; language: string }) {
  switch (state.kind) {
    case 'idle':
    case 'searching':
      return null;
    case 'tooShort':
    case 'notShown':
    case 'failed':
      return <p className={styles.message}>{seatingText(state.kind, language)}</p>;
    case 'found':
      if (state.matches.length === 0)
        return <p className={styles.message}>{seatingText('noMatch', language, { name: state.name })}</p>;
      return (
        <>
          <ul className={styles.matches}>
            {state.matches.map((match, index) => (
              <li key={`${index}-${match.member}`} className={styles.match}>
                <span className={styles.member}>{match.member}</span>
                {/* Read out as a pause; on screen the table stands apart without it. */}
                <span className={styles.dash}>{' — '}</span>
                <span className={styles.table}>{tablePhrase(match.table, language)}</span>
              </li>
            ))}
          </ul>
          {state.more && <p className={styles.message}>{seatingText('moreMatches', language)}</p>}
        </>
      );
  }
}

/**
 * The seating plan looked up by name (issue 35 item 4): the owner's title and text, and a search field
 * that asks the server, which answers only while the owner publishes the plan. Results are read out as
 * they arrive. The server draws the field; its button works once the page runs.
 */
export function SeatingView({ module, context }: ModuleViewProps<SeatingModule>) {
  const { language, site } = context;
  const title = translateText(module.title, language);
  const text = translateRichText(module.text, language);
  const hydrated = useHydrated();
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const searchId = useRef(0);
  const fieldId = useId();

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    const id = ++searchId.current;
    if (name.length < NAME_MIN) {
      setState({ kind: 'tooShort' });
      return;
    }
    setState({ kind: 'searching' });
    let next: SearchState;
    try {
      // The call and its answer's schema load when a guest first searches, never with the page.
      const { searchSeats } = await import('./seating-search-api');
      const outcome = await searchSeats(site._id, name);
      next = outcome.kind === 'found' ? { ...outcome, name } : outcome;
    } catch {
      next = { kind: 'failed' };
    }
    // A guest who searched again meanwhile sees the answer to their last search only.
    if (id === searchId.current) setState(next);
  };

  return (
    <div className={styles.seating}>
      <div className={layout.text}>
        <ModuleHeading title={title} />
        {text !== null && <RichText document={text} className={styles.text} />}
      </div>
      <div className={styles.panel}>
        <form role="search" className={styles.form} onSubmit={(event) => void search(event)}>
          <label className={styles.label} htmlFor={fieldId}>
            {seatingText('nameLabel', language)}
          </label>
          <div className={styles.row}>
            <input
              id={fieldId}
              className={styles.input}
              name="name"
              type="search"
              autoComplete="name"
              enterKeyHint="search"
              maxLength={100}
              placeholder={seatingText('namePlaceholder', language)}
            />
            <button className={`${layout.button} ${styles.button}`} type="submit" disabled={!hydrated}>
              {seatingText('search', language)}
            </button>
          </div>
        </form>
        <div className={styles.result} aria-live="polite" aria-busy={state.kind === 'searching'}>
          <SearchResult state={state} language={language} />
        </div>
        {context.mode === 'EDIT' && <p className={styles.editNote}>{seatingText('editNote', language)}</p>}
        {context.mode === 'PUBLIC' && <NeedsJavaScript text={seatingText('needsJavaScript', language)} />}
      </div>
    </div>
  );
}
