import type { RsvpAnswerTable, RsvpColumn, RsvpRow } from '@eventsite/core/rules/rsvp-answer-table';
import { sortRsvpRows, type RsvpSort } from '@eventsite/core/rules/sort-rsvp-rows';
import { ChevronDownIcon, ChevronUpIcon, ChevronsUpDownIcon, TrashIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageNameIn } from '@eventsite/core/rules/language-names';
import styles from './answers-table.module.css';

/** The rows of each party together, in the order the sort gave. */
function partiesOf(rows: readonly RsvpRow[]): RsvpRow[][] {
  const parties: RsvpRow[][] = [];
  for (const row of rows) {
    const last = parties.at(-1);
    if (last && last[0]?.groupIdentifier === row.groupIdentifier) last.push(row);
    else parties.push([row]);
  }
  return parties;
}

/** A question asking for the guest's name, in the languages owners write their questions in. */
const NAME_QUESTION = /namn|name|navn/iu;

/**
 * The name a guest is known by in the delete button and its confirmation: the answer to the question asking
 * for a name, else to the first written question, else to the first question.
 */
export function guestNameOf(table: RsvpAnswerTable, row: RsvpRow): string {
  const written = table.questionColumns.filter((column) => column.formElementType === 'ShortText');
  const candidates = [
    ...written.filter((column) => NAME_QUESTION.test(column.label)),
    ...written,
    ...table.questionColumns.slice(0, 1),
  ];
  for (const column of candidates) {
    const text = row.cells[column.key]?.text ?? '';
    if (text !== '') return text;
  }
  return '';
}

export interface AnswersTableProps {
  table: RsvpAnswerTable;
  onDelete: (row: RsvpRow) => void;
}

/**
 * Every answer, one row per guest (`002` §2.5): the guests of a submission in one row group, sortable by any
 * column (the parties stay together), and a delete button per guest. The first column stays in view while
 * the table scrolls sideways on a phone.
 */
export function AnswersTable({ table, onDelete }: AnswersTableProps) {
  const intl = useIntl();
  const [sort, setSort] = useState<RsvpSort | null>(null);
  const parties = useMemo(() => partiesOf(sortRsvpRows(table.rows, sort)), [table.rows, sort]);

  const labelOf = (column: RsvpColumn) =>
    column.kind === 'question'
      ? column.label
      : intl.formatMessage({ id: column.kind === 'date' ? 'answers.table.date' : 'answers.table.language' });

  const toggleSort = (key: string) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );

  const cellText = (column: RsvpColumn, row: RsvpRow) => {
    if (column.kind === 'date') return row.date;
    if (column.kind === 'language') return languageNameIn(intl.locale, row.language);
    return row.cells[column.key]?.text ?? '';
  };

  return (
    <div className={styles.card}>
      <div className={styles.scroller} role="region" aria-labelledby="answers-table-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="answers-table-caption" className={styles.caption}>
            <FormattedMessage id="answers.table.caption" />
          </caption>
          <thead>
            <tr>
              {table.columns.map((column, index) => {
                const direction = sort?.key === column.key ? sort.direction : null;
                const label = labelOf(column);
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={index === 0 ? `${styles.sticky} ${styles.headCell}` : styles.headCell}
                    aria-sort={direction ?? 'none'}
                  >
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => toggleSort(column.key)}
                      title={intl.formatMessage({ id: 'answers.table.sortBy' }, { column: label })}
                    >
                      <span
                        className={
                          column.kind === 'question' && !column.current ? styles.oldLabel : undefined
                        }
                      >
                        {label}
                      </span>
                      {column.kind === 'question' && !column.current && (
                        <span
                          className={styles.oldMark}
                          title={intl.formatMessage({ id: 'answers.table.oldQuestion' })}
                        >
                          <span className={styles.visuallyHidden}>
                            <FormattedMessage id="answers.table.oldQuestion" />
                          </span>
                        </span>
                      )}
                      {direction === 'ascending' ? (
                        <ChevronUpIcon className={styles.sortIcon} size={16} />
                      ) : direction === 'descending' ? (
                        <ChevronDownIcon className={styles.sortIcon} size={16} />
                      ) : (
                        <ChevronsUpDownIcon className={styles.sortIcon} size={16} />
                      )}
                    </button>
                  </th>
                );
              })}
              <th scope="col" className={styles.actionsHead}>
                <span className={styles.visuallyHidden}>
                  <FormattedMessage id="answers.table.actions" />
                </span>
              </th>
            </tr>
          </thead>
          {parties.map((party, partyIndex) => (
            <tbody
              key={party[0]?.groupIdentifier ?? partyIndex}
              className={partyIndex % 2 === 1 ? `${styles.party} ${styles.shaded}` : styles.party}
              data-party-size={party.length}
            >
              {party.map((row) => {
                const guest =
                  guestNameOf(table, row) || intl.formatMessage({ id: 'answers.delete.unnamedGuest' });
                return (
                  <tr key={row.answerId} data-answer-id={row.answerId}>
                    {table.columns.map((column, index) => {
                      const text = cellText(column, row);
                      if (index === 0) {
                        return (
                          <th
                            key={column.key}
                            scope="row"
                            className={`${styles.sticky} ${styles.cell} ${styles.first}`}
                          >
                            <span className={styles.firstText}>{text}</span>
                            {row.groupSize > 1 && (
                              <span className={styles.partyNote}>
                                <FormattedMessage
                                  id="answers.table.party"
                                  values={{ number: row.guestNumber, size: row.groupSize }}
                                />
                              </span>
                            )}
                          </th>
                        );
                      }
                      return (
                        <td
                          key={column.key}
                          className={`${styles.cell} ${column.kind === 'date' ? styles.nowrap : ''}`}
                          data-yes-or-no={
                            (column.kind === 'question' && row.cells[column.key]?.yesOrNo) || undefined
                          }
                        >
                          {text}
                        </td>
                      );
                    })}
                    <td className={styles.actions}>
                      <button
                        type="button"
                        className={styles.deleteButton}
                        aria-label={intl.formatMessage({ id: 'answers.delete.button' }, { guest })}
                        title={intl.formatMessage({ id: 'answers.delete.button' }, { guest })}
                        onClick={() => onDelete(row)}
                      >
                        <TrashIcon size={18} />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
