import type { SpeechSignupView } from '@eventsite/core/api/speeches';
import type { DeskTexts } from '../desk-texts';
import type { RunningOrderDraft } from '../running-order-draft';
import styles from './desk.module.css';

export interface PrintSheetProps {
  texts: DeskTexts;
  title: string;
  draft: RunningOrderDraft;
  speeches: readonly SpeechSignupView[];
  slotNames: ReadonlyMap<string, string>;
}

/** What "Print" puts on paper: the running order slot by slot, then every speaker with their needs. */
export function PrintSheet({ texts, title, draft, speeches, slotNames }: PrintSheetProps) {
  const byId = new Map(speeches.map((speech) => [speech._id, speech]));
  const placed = draft.slots.flatMap((slot) => slot.speechIds);
  const listed = [...placed, ...draft.unplaced].flatMap((id) => byId.get(id) ?? []);
  return (
    <div className={styles.printSheet} aria-hidden>
      <h1 className={styles.printTitle}>
        {texts.printTitle} · {title}
      </h1>
      {draft.slots.map((slot) => (
        <section key={slot.slotId} className={styles.printSlot}>
          <h2>
            {slotNames.get(slot.slotId)}
            <span>
              {texts.minutesOf(
                slot.speechIds.reduce((sum, id) => sum + (byId.get(id)?.minutes ?? 0), 0),
                slot.plannedMinutes,
              )}
            </span>
          </h2>
          <ol>
            {slot.speechIds.map((id) => {
              const speech = byId.get(id);
              if (!speech) return null;
              const note = draft.notes[id] ?? '';
              return (
                <li key={id}>
                  <strong>{speech.name}</strong>
                  {speech.relation !== '' && ` (${speech.relation})`} · {texts.minutes(speech.minutes)}
                  {speech.songTitle !== '' && ` · ${texts.song}: ${speech.songTitle}`}
                  {note !== '' && <div className={styles.printNote}>{note}</div>}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <h2 className={styles.printListTitle}>{texts.speakerList}</h2>
      <table className={styles.printTable}>
        <thead>
          <tr>
            <th>{texts.printName}</th>
            <th>{texts.printSlot}</th>
            <th>{texts.printMinutes}</th>
            <th>{texts.needs}</th>
            <th>{texts.printContact}</th>
          </tr>
        </thead>
        <tbody>
          {listed.map((speech) => {
            const slot = draft.slots.find((each) => each.speechIds.includes(speech._id));
            return (
              <tr key={speech._id}>
                <td>
                  {speech.name}
                  {speech.relation !== '' && <div>{speech.relation}</div>}
                </td>
                <td>{slot ? slotNames.get(slot.slotId) : texts.unplaced}</td>
                <td>{speech.minutes}</td>
                <td>
                  {speech.needs.map((need) => texts.need[need]).join(', ')}
                  {speech.songTitle !== '' && <div>{`${texts.song}: ${speech.songTitle}`}</div>}
                </td>
                <td>{[speech.phone, speech.mail].filter(Boolean).join(' · ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
