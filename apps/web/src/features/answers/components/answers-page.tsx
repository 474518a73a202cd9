import type { RsvpRow } from '@eventsite/core/rules/rsvp-answer-table';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import type { UseMutationResult } from '@tanstack/react-query';
import { AnswersScreen } from './answers-screen';
import { AnswersState } from './answers-state';
import { AnswersTable, guestNameOf } from './answers-table';
import { AttendanceChart } from './attendance-chart';
import { CatererPanel } from './caterer-panel';
import { DeleteAnswerDialog } from './delete-answer-dialog';
import type { AnswersData } from './use-answers-data';
import styles from './answers-page.module.css';

/** Deletes one answer by its id and reloads the list it came from. */
export type AnswerDeletion = Pick<UseMutationResult<void, Error, string>, 'mutate' | 'isPending'>;

export interface AnswersPageProps {
  /** The answers of a version-2 site (`useAnswersData`) or a version-1 one (`useLegacyAnswersData`). */
  data: AnswersData;
  deletion: AnswerDeletion;
}

/**
 * `/redigera/{siteId}/visa-osa` and its quick-start variants (`002` §2.1, §2.5), for version-2 and version-1
 * sites alike: for the chosen module, the attendance chart (RSVPs only) and the table of every answer.
 * Deleting asks first and then reloads the list; example answers are never deleted.
 */
export function AnswersPage({ data, deletion }: AnswersPageProps) {
  const intl = useIntl();
  const showError = useErrorDialog();
  const [deleting, setDeleting] = useState<RsvpRow | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    if (data.demo !== null) {
      setDeleting(null);
      return;
    }
    deletion.mutate(deleting.answerId, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        showError(error, { summary: intl.formatMessage({ id: 'answers.deleteFailed' }) });
      },
    });
  };

  return (
    <AnswersScreen data={data} heading={intl.formatMessage({ id: 'answers.title' })}>
      {data.status === 'ready' ? (
        <div className={styles.layout}>
          {data.form.kind === 'Rsvp' && (
            <AttendanceChart
              attendance={data.attendance}
              event={data.event?.title}
              question={data.table.questionColumns.find(
                (column) => column.key === data.attendance.questionKey,
              )}
            />
          )}
          <AnswersTable table={data.table} onDelete={setDeleting} />
          {data.form.kind === 'Rsvp' && data.siteId !== undefined && (
            <CatererPanel
              siteId={data.siteId}
              formId={data.form.id}
              questions={data.form.questions}
              event={data.event}
            />
          )}
        </div>
      ) : (
        <AnswersState data={data} />
      )}
      {deleting && (
        <DeleteAnswerDialog
          guest={
            guestNameOf(data.table, deleting) || intl.formatMessage({ id: 'answers.delete.unnamedGuest' })
          }
          demo={data.demo !== null}
          party={deleting.groupSize > 1}
          busy={deletion.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </AnswersScreen>
  );
}
