import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { Household, HouseholdInput } from '@eventsite/core/schemas/household';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { languageNameIn } from '@eventsite/core/rules/language-names';
import { EventChoice } from './event-choice';
import { OverMaxNote } from './over-max-note';
import type { ProgrammeEvent } from './programme-events';
import styles from './guest-list-page.module.css';

export interface HouseholdDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The household to edit; none to add a new one. */
  household: Household | null;
  languages: readonly SiteLanguageCode[];
  /** The site's programme in time order; without one, the dialog does not ask which events. */
  events: readonly ProgrammeEvent[];
  /** How many guests the site's RSVP takes in one answer; null without an RSVP. */
  rsvpMaxGuests: number | null;
  busy: boolean;
  onSave: (input: HouseholdInput) => void;
  onNewLink?: () => void;
}

function splitLines(text: string, separator: RegExp): string[] {
  return text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Adds or edits one household: its name, its guests one per line, contact details, language, tags and, when
 * the site has a programme, the events it is invited to.
 */
export function HouseholdDialog({
  open,
  onOpenChange,
  household,
  languages,
  events,
  rsvpMaxGuests,
  busy,
  onSave,
  onNewLink,
}: HouseholdDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState(household?.name ?? '');
  const [members, setMembers] = useState(household?.members.join('\n') ?? '');
  const [mail, setMail] = useState(household?.mail ?? '');
  const [phone, setPhone] = useState(household?.phone ?? '');
  const [language, setLanguage] = useState<SiteLanguageCode>(household?.language ?? languages[0] ?? 'sv');
  const [tags, setTags] = useState(household?.tags.join(', ') ?? '');
  const [invitedTo, setInvitedTo] = useState<string[] | null>(household?.events ?? null);
  const formId = household ? `household-${household._id}` : 'household-new';

  const memberList = splitLines(members, /\n/u);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      name: name.trim(),
      // A household written without guests is one guest by its name, e.g. 'Anna Svensson'.
      members: memberList.length > 0 ? memberList : [name.trim()],
      mail: mail.trim(),
      phone: phone.trim(),
      language,
      tags: splitLines(tags, /[,;]/u),
      events: invitedTo,
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      wide
      title={intl.formatMessage({ id: household ? 'guestList.form.editTitle' : 'guestList.form.addTitle' })}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {intl.formatMessage({ id: 'guestList.form.cancel' })}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} busy={busy}>
            {intl.formatMessage({ id: 'guestList.form.save' })}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'guestList.form.name' })}
          placeholder={intl.formatMessage({ id: 'guestList.form.namePlaceholder' })}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          maxLength={200}
          autoFocus
        />
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{intl.formatMessage({ id: 'guestList.form.members' })}</span>
          <textarea
            className={styles.textarea}
            rows={4}
            value={members}
            onChange={(event) => setMembers(event.currentTarget.value)}
          />
          <span className={styles.fieldHint}>{intl.formatMessage({ id: 'guestList.form.membersHint' })}</span>
        </label>
        <OverMaxNote count={memberList.length} max={rsvpMaxGuests} />
        <div className={styles.formRow}>
          <TextField
            label={intl.formatMessage({ id: 'guestList.form.mail' })}
            type="email"
            value={mail}
            onChange={(event) => setMail(event.currentTarget.value)}
            maxLength={254}
          />
          <TextField
            label={intl.formatMessage({ id: 'guestList.form.phone' })}
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            maxLength={40}
          />
        </div>
        {languages.length > 1 && (
          <label className={styles.field}>
            <span className={styles.fieldLabel}>{intl.formatMessage({ id: 'guestList.form.language' })}</span>
            <select
              className={styles.select}
              value={language}
              onChange={(event) => setLanguage(event.currentTarget.value as SiteLanguageCode)}
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageNameIn(intl.locale, code)}
                </option>
              ))}
            </select>
          </label>
        )}
        <TextField
          label={intl.formatMessage({ id: 'guestList.form.tags' })}
          hint={intl.formatMessage({ id: 'guestList.form.tagsHint' })}
          value={tags}
          onChange={(event) => setTags(event.currentTarget.value)}
        />
        {events.length > 0 && <EventChoice events={events} value={invitedTo} onChange={setInvitedTo} />}
        {household && onNewLink && (
          <div className={styles.newLink}>
            <Button type="button" variant="quiet" disabled={busy} onClick={onNewLink}>
              {intl.formatMessage({ id: 'guestList.newLink' })}
            </Button>
            {household.onPrintedCard ? (
              <span className={styles.printedCardWarning} role="note">
                {intl.formatMessage({ id: 'guestList.newLinkPrinted' })}
              </span>
            ) : (
              <span className={styles.fieldHint}>{intl.formatMessage({ id: 'guestList.newLinkHint' })}</span>
            )}
          </div>
        )}
      </form>
    </Dialog>
  );
}
