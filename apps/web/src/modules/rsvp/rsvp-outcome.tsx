import { translateText } from '@eventsite/core/rules/translate-text';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import type { RsvpModule } from '@eventsite/core/schemas/site-modules';
import type { ModuleContext } from '../module-context';
import { rsvpText } from './rsvp-texts';
import type { FormAnswers } from '../shared/form-answers';
import { OutcomeDialog, type FormOutcome } from '../shared/outcome-dialog';
import { AttendanceSummary } from './attendance-summary';
import type { EventChoices } from './event-attendance';
import { siteBrand } from '../shared/site-brand';
import WriteToHosts from './write-to-hosts';

/** A failed send's error, its unused post key and the guests' answers. */
export interface RefusedRsvp {
  error: unknown;
  postKey: string;
  guests: FormAnswers[];
}

/** What the guests sent: their form answers and their choices per event. */
export interface AnsweredRsvp {
  guests: FormAnswers[];
  attendances: EventChoices[];
}

export interface RsvpOutcomeProps {
  outcome: FormOutcome;
  module: RsvpModule;
  context: ModuleContext;
  refused: RefusedRsvp | null;
  answered: AnsweredRsvp | null;
  /** The personal link's household, whose by-invitation events the summary names. */
  household: GuestHousehold | null;
  onClose: () => void;
  /** A note to the hosts used the post key up. */
  onNoteSent: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/**
 * How an RSVP's send ended (`001` §4, §8), with a note to the hosts when the guest list refused the names
 * (issue 21, item 3). Downloaded only once a guest has sent, so none of it weighs on the first load.
 */
export default function RsvpOutcome({
  outcome,
  module,
  context,
  refused,
  answered,
  household,
  onClose,
  onNoteSent,
  returnFocusTo,
}: RsvpOutcomeProps) {
  const { language } = context;
  return (
    <OutcomeDialog
      outcome={outcome}
      language={language}
      confirmationTitle={translateText(module.confirmationTitle, language)}
      confirmationText={translateText(module.confirmationText, language)}
      spamTitle={context.legacy ? rsvpText('legacySpamTitle', language) : undefined}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {outcome.type === 'SUCCESS' && answered && (
        <AttendanceSummary
          site={context.site}
          household={household}
          elements={module.form.formElements}
          guests={answered.guests}
          attendances={answered.attendances}
          guestIndexTitle={translateText(module.guestIndexTitle, language)}
          language={language}
        />
      )}
      {refused && !context.legacy && (
        <WriteToHosts
          error={refused.error}
          siteId={context.site._id}
          formId={module.id}
          postKey={refused.postKey}
          elements={module.form.formElements}
          guests={refused.guests}
          language={language}
          brand={siteBrand(context)}
          onSent={onNoteSent}
        />
      )}
    </OutcomeDialog>
  );
}
