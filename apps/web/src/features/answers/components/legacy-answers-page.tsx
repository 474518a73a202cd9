import type { RsvpRow } from '@eventsite/core/rules/rsvp-answer-table';
import type { LegacySite } from '@eventsite/core/schemas/site';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { useDeleteLegacyRsvpAnswer } from '../api/legacy-rsvp-answers';
import { AnswersScreen } from './answers-screen';
import { AnswersState } from './answers-state';
import { AnswersTable, guestNameOf } from './answers-table';
import { AttendanceChart } from './attendance-chart';
import { DeleteAnswerDialog } from './delete-answer-dialog';
import { useLegacyAnswersData } from './use-legacy-answers-data';
import styles from './answers-page.module.css';

/**
 * The legacy answers view of a version-1 site (`002` §2.5, §4, §7): the attendance chart from the yes/no
 * answers, one row per person with delete, and the export to osa.xlsx, read from `GET /api/rsvps/{siteId}`.
 */
export function LegacyAnswersPage({ site }: { site: LegacySite }) {
  const intl = useIntl();
  const showError = useErrorDialog();
  const data = useLegacyAnswersData(site);
  const deletion = useDeleteLegacyRsvpAnswer(site._id);
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
          <AttendanceChart
            attendance={data.attendance}
            question={data.table.questionColumns.find((column) => column.key === data.attendance.questionKey)}
          />
          <AnswersTable table={data.table} onDelete={setDeleting} />
        </div>
      ) : (
        <AnswersState data={data} />
      )}
      {deleting && (
        <DeleteAnswerDialog
          guest={
            guestNameOf(data.table, deleting) || intl.formatMessage({ id: 'answers.delete.unnamedGuest' })
          }
          party={false}
          demo={data.demo !== null}
          busy={deletion.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </AnswersScreen>
  );
}
