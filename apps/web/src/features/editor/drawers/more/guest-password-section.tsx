import {
  guestPasswordProblem,
  guestPasswordRequest,
  isPasswordProtected,
} from '@eventsite/core/rules/site-settings';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { Form } from '../../../../components/ui/form';
import { TextField } from '../../../../components/ui/text-field';
import { SwitchField } from '../../../../components/editor-ui/switch-field';
import { setSitePassword } from './api/site-settings';
import { DrawerSection } from './drawer-section';
import { useStoredSetting } from './use-stored-setting';
import styles from './more-drawer.module.css';

export interface GuestPasswordSectionProps {
  site: SiteV2;
  /** False while the site is unpublished or a quick-start draft (`002` §4). */
  canStore: boolean;
  onStored: (next: SiteV2) => void;
}

/**
 * The guest password (`002` §2.4, §4, §5): turning it on asks for a password, trimmed and required; turning it
 * off stores '' at once. Saved only for a published site, otherwise a note asks to publish first.
 */
export function GuestPasswordSection({ site, canStore, onStored }: GuestPasswordSectionProps) {
  const intl = useIntl();
  const isProtected = isPasswordProtected(site);
  const [enabled, setEnabled] = useState(isProtected);
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState(false);
  const [formRound, setFormRound] = useState(0);
  const { busy, failure, store } = useStoredSetting(
    site,
    onStored,
    intl.formatMessage({ id: 'settings.password.failed' }),
  );

  const save = async (on: boolean, text: string) => {
    setSaved(false);
    const stored = await store(() => setSitePassword(site._id, guestPasswordRequest(on, text)));
    if (stored) {
      setPassword('');
      setSaved(on);
      // The form starts over: the field the save emptied is no mistake to point out (issue 39 item 8).
      setFormRound((round) => round + 1);
    }
  };

  const toggle = (on: boolean) => {
    setEnabled(on);
    setSaved(false);
    if (!on && isProtected) void save(false, '');
  };

  const whitespaceOnly = password !== '' && guestPasswordProblem(true, password) === 'required';

  return (
    <DrawerSection name="password" title={intl.formatMessage({ id: 'settings.password.title' })}>
      {!canStore && (
        <p className={styles.note}>{intl.formatMessage({ id: 'settings.password.publishFirst' })}</p>
      )}
      <SwitchField
        label={intl.formatMessage({ id: 'settings.password.toggle' })}
        hint={intl.formatMessage({ id: isProtected ? 'settings.password.on' : 'settings.password.off' })}
        checked={canStore && enabled}
        onCheckedChange={toggle}
        disabled={!canStore}
        busy={busy && !enabled}
      />
      {canStore && enabled && (
        <Form
          round={formRound}
          className={styles.form}
          aria-label={intl.formatMessage({ id: 'settings.password.title' })}
          onValidSubmit={() => void save(true, password)}
        >
          <TextField
            label={intl.formatMessage({ id: 'settings.password.field' })}
            hint={intl.formatMessage({
              id: isProtected ? 'settings.password.savedHint' : 'settings.password.hint',
            })}
            value={password}
            required
            maxLength={1024}
            autoComplete="off"
            spellCheck={false}
            customError={whitespaceOnly ? intl.formatMessage({ id: 'validation.valueMissing' }) : undefined}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setSaved(false);
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {intl.formatMessage({
                id: isProtected ? 'settings.password.change' : 'settings.password.save',
              })}
            </Button>
          </div>
        </Form>
      )}
      {saved && (
        <p className={styles.success} role="status">
          {intl.formatMessage({ id: 'settings.password.saved' })}
        </p>
      )}
      {failure !== null && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </DrawerSection>
  );
}
