import type { GuestPhoto, GuestPhotoUpdate } from '@eventsite/core/api/guest-photos';
import type { GuestPhotoStatus } from '@eventsite/core/constants/guest-photos';
import { DownloadIcon, ImagesIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { CountTiles } from '../../../components/owner-screen/count-tiles';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { buttonClassName } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { useScreenTitle } from '../../../lib/document-title';
import { CopyLinkRow } from '../../../modules/image-gallery/editor/copy-link-row';
import { useGuestPhotoLinks } from '../../../modules/image-gallery/editor/guest-photo-links';
import {
  guestPhotosArchivePath,
  useDeleteGuestPhoto,
  useGuestPhotos,
  useUpdateGuestPhoto,
} from '../api/guest-photos';
import { ModerationGrid } from './moderation-grid';
import parts from '../../../components/owner-screen/owner-parts.module.css';
import styles from './guest-photos.module.css';

const GIGABYTE = 1024 ** 3;

/** Bytes as the hosts read them: gigabytes from one, megabytes below. */
function formatBytes(intl: IntlShape, bytes: number): string {
  const [value, unit] = bytes >= GIGABYTE ? [bytes / GIGABYTE, 'gigabyte'] : [bytes / 1024 ** 2, 'megabyte'];
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}

function Links({ siteId }: { siteId: string }) {
  const intl = useIntl();
  const links = useGuestPhotoLinks(siteId);
  if (!links.data) return null;
  return (
    <div className={styles.links}>
      <CopyLinkRow label={intl.formatMessage({ id: 'guestPhotos.uploadLink' })} url={links.data.uploadUrl} />
      <CopyLinkRow
        label={intl.formatMessage({ id: 'guestPhotos.slideshowLink' })}
        url={links.data.slideshowUrl}
      />
    </div>
  );
}

/**
 * The hosts' moderation of the guests' photos (issue 38 item 3, `/redigera/{siteId}/bilder`): the new photos
 * to approve or delete, by mouse or keyboard, the approved ones to star or hide again, what the site has used
 * of its limits, every original in one download, and the upload and slideshow links.
 */
export function GuestPhotosPage() {
  const intl = useIntl();
  const showError = useErrorDialog();
  const { siteId = '' } = useParams();
  const photos = useGuestPhotos(siteId);
  const update = useUpdateGuestPhoto(siteId);
  const remove = useDeleteGuestPhoto(siteId);
  const [filter, setFilter] = useState<GuestPhotoStatus>('pending');
  const title = intl.formatMessage({ id: 'guestPhotos.title' });
  useScreenTitle(title);

  useEffect(() => {
    if (photos.error)
      showError(photos.error, { summary: intl.formatMessage({ id: 'guestPhotos.loadFailed' }) });
  }, [photos.error, showError, intl]);

  if (photos.isPending) return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  if (photos.isError) {
    return (
      <OwnerScreen siteId={siteId} title={title}>
        <p className={parts.empty}>{intl.formatMessage({ id: 'guestPhotos.loadFailed' })}</p>
      </OwnerScreen>
    );
  }

  const data = photos.data;
  const counts = {
    pending: data.photos.filter((photo) => photo.status === 'pending').length,
    approved: data.photos.filter((photo) => photo.status === 'approved').length,
  };
  const shown = data.photos.filter((photo) => photo.status === filter);
  const save = (photo: GuestPhoto, change: GuestPhotoUpdate) =>
    update.mutate(
      { photoId: photo._id, update: change },
      {
        onError: (error) =>
          showError(error, { summary: intl.formatMessage({ id: 'guestPhotos.updateFailed' }) }),
      },
    );
  const of = (used: string, max: string) => intl.formatMessage({ id: 'guestPhotos.usage.of' }, { used, max });

  return (
    <OwnerScreen siteId={siteId} title={title} lead={intl.formatMessage({ id: 'guestPhotos.lead' })} wide>
      <CountTiles
        label={intl.formatMessage({ id: 'guestPhotos.usage.label' })}
        tiles={[
          {
            key: 'count',
            label: intl.formatMessage({ id: 'guestPhotos.usage.count' }),
            value: of(intl.formatNumber(data.count), intl.formatNumber(data.maxCount)),
            accent: true,
          },
          {
            key: 'bytes',
            label: intl.formatMessage({ id: 'guestPhotos.usage.bytes' }),
            value: of(formatBytes(intl, data.bytes), formatBytes(intl, data.maxBytes)),
          },
        ]}
      />
      <Links siteId={siteId} />
      <div className={styles.actionBar}>
        <SegmentedChoice<GuestPhotoStatus>
          legend={intl.formatMessage({ id: 'guestPhotos.filter' })}
          name="guest-photos-filter"
          value={filter}
          onChange={setFilter}
          look={{ options: styles.filters, option: styles.filter }}
          options={(['pending', 'approved'] as const).map((value) => ({
            value,
            label: intl.formatMessage({ id: `guestPhotos.filter.${value}` }, { count: counts[value] }),
          }))}
        />
        {data.photos.length > 0 && (
          <a
            href={guestPhotosArchivePath(siteId)}
            download
            className={buttonClassName({ variant: 'secondary' })}
          >
            <DownloadIcon size={18} />
            {intl.formatMessage({ id: 'guestPhotos.download' })}
          </a>
        )}
      </div>
      {shown.length === 0 ? (
        <div className={parts.emptyCard}>
          <ImagesIcon className={styles.emptyIcon} size={32} strokeWidth={1.5} aria-hidden="true" />
          <h2 className={parts.emptyTitle}>
            {intl.formatMessage({ id: `guestPhotos.empty.${filter}.title` })}
          </h2>
          <p>{intl.formatMessage({ id: `guestPhotos.empty.${filter}.text` })}</p>
        </div>
      ) : (
        <>
          <p id="guest-photos-keys" className={styles.keys}>
            {intl.formatMessage({ id: 'guestPhotos.keys' })}
          </p>
          <ModerationGrid
            photos={shown}
            actions={{
              onApprove: (photo) => save(photo, { status: 'approved', starred: photo.starred }),
              onHide: (photo) => save(photo, { status: 'pending', starred: photo.starred }),
              onStar: (photo) => save(photo, { status: photo.status, starred: !photo.starred }),
              onDelete: (photo) =>
                remove.mutate(photo._id, {
                  onError: (error) =>
                    showError(error, { summary: intl.formatMessage({ id: 'guestPhotos.deleteFailed' }) }),
                }),
            }}
          />
        </>
      )}
    </OwnerScreen>
  );
}
