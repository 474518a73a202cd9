import { GUEST_PHOTO_MODERATIONS, type GuestPhotoModeration } from '@eventsite/core/constants/guest-photos';
import type { GuestPhotoSettings } from '@eventsite/core/schemas/site-modules';
import { FileDownIcon, ImagesIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { buttonClassName } from '../../../components/ui/button';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../lib/paths';
import { CopyLinkRow } from './copy-link-row';
import { guestPhotosSignPath, useGuestPhotoLinks } from './guest-photo-links';
import { LinkQr } from './link-qr';
import styles from './guest-photos-section.module.css';

type DateKey = 'opensAt' | 'closesAt' | 'morningAfterMailAt';

function GuestPhotoLinks({ siteId }: { siteId: string }) {
  const intl = useIntl();
  const links = useGuestPhotoLinks(siteId);
  if (links.isError)
    return <p className={styles.note}>{intl.formatMessage({ id: 'guestPhotos.links.failed' })}</p>;
  if (!links.data) return null;
  return (
    <div className={styles.share}>
      <LinkQr
        url={links.data.uploadUrl}
        label={intl.formatMessage({ id: 'guestPhotos.qr' }, { url: links.data.uploadUrl })}
        className={styles.qr}
      />
      <div className={styles.shareText}>
        <CopyLinkRow
          label={intl.formatMessage({ id: 'guestPhotos.uploadLink' })}
          url={links.data.uploadUrl}
        />
        <p className={styles.note}>{intl.formatMessage({ id: 'guestPhotos.share.hint' })}</p>
        <div className={styles.shareActions}>
          <a href={guestPhotosSignPath(siteId)} download className={buttonClassName({ variant: 'quiet' })}>
            <FileDownIcon size={18} />
            {intl.formatMessage({ id: 'guestPhotos.sign' })}
          </a>
          <Link to={paths.guestPhotos(siteId)} className={buttonClassName({ variant: 'quiet' })}>
            <ImagesIcon size={18} />
            {intl.formatMessage({ id: 'guestPhotos.moderate' })}
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * 'Gästernas bilder' in the gallery's dialog (issue 38 item 1): the switch, moderation, whether guests see
 * each other's photos, when uploads open and close and when the morning-after mail goes; once on, the short
 * link with its QR, the A5 sign to print and the way to the moderation screen.
 */
export function GuestPhotosSection({
  siteId,
  settings,
  onChange,
}: {
  siteId: string;
  settings: GuestPhotoSettings;
  onChange: (settings: GuestPhotoSettings) => void;
}) {
  const intl = useIntl();
  const update = (change: Partial<GuestPhotoSettings>) => onChange({ ...settings, ...change });
  const dateField = (key: DateKey) => (
    <TextField
      label={intl.formatMessage({ id: `guestPhotos.${key}` })}
      hint={intl.formatMessage({ id: `guestPhotos.${key}.hint` })}
      type="datetime-local"
      step={60}
      value={settings[key] ?? ''}
      onChange={(event) => update({ [key]: event.currentTarget.value || null })}
    />
  );
  return (
    <section className={styles.section} aria-labelledby="guest-photos-title">
      <h3 id="guest-photos-title" className={styles.title}>
        {intl.formatMessage({ id: 'guestPhotos.section' })}
      </h3>
      <SwitchField
        label={intl.formatMessage({ id: 'guestPhotos.enabled' })}
        hint={intl.formatMessage({ id: 'guestPhotos.enabled.hint' })}
        checked={settings.enabled}
        onCheckedChange={(enabled) => update({ enabled })}
      />
      {settings.enabled && (
        <>
          <SegmentedChoice<GuestPhotoModeration>
            legend={intl.formatMessage({ id: 'guestPhotos.moderation' })}
            name="guest-photos-moderation"
            value={settings.moderation}
            onChange={(moderation) => update({ moderation })}
            options={GUEST_PHOTO_MODERATIONS.map((value) => ({
              value,
              label: intl.formatMessage({ id: `guestPhotos.moderation.${value}` }),
            }))}
          />
          <SwitchField
            label={intl.formatMessage({ id: 'guestPhotos.guestsSeeOthers' })}
            hint={intl.formatMessage({ id: 'guestPhotos.guestsSeeOthers.hint' })}
            checked={settings.guestsSeeOthers}
            onCheckedChange={(guestsSeeOthers) => update({ guestsSeeOthers })}
          />
          <div className={styles.dates}>
            {dateField('opensAt')}
            {dateField('closesAt')}
          </div>
          {dateField('morningAfterMailAt')}
          <GuestPhotoLinks siteId={siteId} />
        </>
      )}
    </section>
  );
}
