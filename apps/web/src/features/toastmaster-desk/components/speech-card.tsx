import type { SpeechSignupView } from '@eventsite/core/api/speeches';
import { SPEECH_NOTE_MAX } from '@eventsite/core/constants/speeches';
import { useSortable } from '@dnd-kit/sortable';
import { ChevronDown, ChevronUp, GripVertical, Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import type { DeskTexts } from '../desk-texts';
import styles from './desk.module.css';

export interface ColumnChoice {
  id: string;
  name: string;
}

export interface SpeechCardProps {
  speech: SpeechSignupView;
  texts: DeskTexts;
  /** The name of the slot the speaker wished for, or null for no wish. */
  wishedSlot: string | null;
  column: string;
  columns: readonly ColumnChoice[];
  /** Its place in the column (0 = first) and how many are there. */
  index: number;
  count: number;
  note: string;
  onNote: (note: string) => void;
  onStep: (step: -1 | 1) => void;
  onMoveTo: (column: string) => void;
}

/**
 * One speech: drag it by its handle (mouse, finger or keyboard), or move it with plain buttons, which a
 * screen reader and a small phone handle best. Its details and the toastmaster's note are below.
 */
export function SpeechCard({
  speech,
  texts,
  wishedSlot,
  column,
  columns,
  index,
  count,
  note,
  onNote,
  onStep,
  onMoveTo,
}: SpeechCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: speech._id });
  const noteId = useId();
  const headingId = useId();
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? `${styles.card} ${styles.dragging}` : styles.card}
      aria-labelledby={headingId}
      data-speech={speech._id}
    >
      <div className={styles.cardTop}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={texts.dragHandle(speech.name)}
        >
          <GripVertical aria-hidden />
        </button>
        <div className={styles.cardTitle}>
          <h4 id={headingId} className={styles.speaker}>
            {speech.name}
          </h4>
          {speech.relation !== '' && <p className={styles.relation}>{speech.relation}</p>}
        </div>
        <span className={styles.minutesChip}>{texts.minutes(speech.minutes)}</span>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>{texts.wishes}</dt>
          <dd>{wishedSlot ?? texts.noWish}</dd>
        </div>
        {speech.needs.length > 0 && (
          <div>
            <dt>{texts.needs}</dt>
            <dd>{speech.needs.map((need) => texts.need[need]).join(', ')}</dd>
          </div>
        )}
        {speech.songTitle !== '' && (
          <div>
            <dt>{texts.song}</dt>
            <dd>{speech.songTitle}</dd>
          </div>
        )}
        {speech.note !== '' && (
          <div className={styles.wide}>
            <dt>{texts.guestNote}</dt>
            <dd className={styles.guestNote}>{speech.note}</dd>
          </div>
        )}
      </dl>

      {(speech.mail !== '' || speech.phone !== '') && (
        <p className={styles.contact}>
          {speech.mail !== '' && (
            <a href={`mailto:${speech.mail}`} className={styles.contactLink}>
              <Mail aria-hidden size={16} />
              <span className={styles.contactValue}>{speech.mail}</span>
            </a>
          )}
          {speech.phone !== '' && (
            <a href={`tel:${speech.phone.replace(/[^\d+]/g, '')}`} className={styles.contactLink}>
              <Phone aria-hidden size={16} />
              <span className={styles.contactValue}>{speech.phone}</span>
            </a>
          )}
        </p>
      )}

      <label className={styles.noteLabel} htmlFor={noteId}>
        {texts.yourNote}
      </label>
      <textarea
        id={noteId}
        className={styles.note}
        rows={2}
        value={note}
        maxLength={SPEECH_NOTE_MAX}
        onChange={(event) => onNote(event.target.value)}
      />

      <div className={styles.moves}>
        <button
          type="button"
          className={styles.moveButton}
          disabled={index === 0}
          onClick={() => onStep(-1)}
          aria-label={`${texts.moveUp}: ${speech.name}`}
        >
          <ChevronUp aria-hidden size={18} />
        </button>
        <button
          type="button"
          className={styles.moveButton}
          disabled={index === count - 1}
          onClick={() => onStep(1)}
          aria-label={`${texts.moveDown}: ${speech.name}`}
        >
          <ChevronDown aria-hidden size={18} />
        </button>
        <select
          className={styles.moveTo}
          value=""
          onChange={(event) => {
            if (event.target.value !== '') onMoveTo(event.target.value);
          }}
          aria-label={`${texts.moveTo}: ${speech.name}`}
        >
          <option value="">{texts.moveTo}…</option>
          {columns
            .filter((choice) => choice.id !== column)
            .map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
        </select>
      </div>
    </li>
  );
}
