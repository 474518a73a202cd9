import {
  addDays,
  isSiteV2,
  marketClock,
  siteDateOf,
  speechPlacements,
  SPEECH_REMINDER_DAYS_BEFORE,
  translateText,
} from '@eventsite/core';
import { siteName } from '../sites/site-name';
import { composeSpeechReminderMail } from './compose-speech-mails';
import type { SpeechDeps } from './speech-deps';
import { runningOrderOf } from './toastmaster-desk';
import type { SpeechModule } from './speech-site';

/**
 * Whether a speaker's reminder is due on `today` (issue 36 item 4): from `SPEECH_REMINDER_DAYS_BEFORE` days
 * before the site's day through the day itself, so a run missed on the day sends it the next.
 */
function reminderDue(siteDate: string | null, today: string): siteDate is string {
  if (siteDate === null) return false;
  const day = siteDate.slice(0, 10);
  return today >= addDays(day, -SPEECH_REMINDER_DAYS_BEFORE) && today <= day;
}

/**
 * The housekeeping run: each speaker with a mail not yet reminded gets one reminder of their speech when
 * its day comes, with the slot the running order gives them (else the one they asked for). The claim and
 * the mail are written in one transaction, so each speaker is reminded once. Answers the mails sent.
 */
export async function sendSpeechReminders(deps: SpeechDeps, now: Date): Promise<number> {
  const today = marketClock(now, deps.config.market).day;
  let sent = 0;
  for (const { siteId, moduleId } of await deps.repositories.speeches.modulesToRemind()) {
    // One site's failure (say, a document that no longer reads) leaves the others' reminders going.
    try {
      const stored = await deps.repositories.sites.findById(siteId);
      if (!stored || !isSiteV2(stored.site)) continue;
      const site = stored.site;
      const siteDate = siteDateOf(site);
      const module = site.siteModules.find(
        (candidate): candidate is SpeechModule =>
          candidate.siteModuleType === 'Speech2' && candidate.id === moduleId,
      );
      if (!module || !reminderDue(siteDate, today)) continue;
      const { speeches, slots, order } = await runningOrderOf(deps, { site, module });
      const placements = speechPlacements(order);
      const due = speeches.filter((speech) => speech.mail !== '' && speech.remindedAt === null);
      sent += await deps.db.transaction(async (tx) => {
        const claimed = new Set(
          await deps.repositories.speeches.withTransaction(tx).claimReminders(
            siteId,
            due.map((speech) => speech._id),
            now,
          ),
        );
        const mails = due
          .filter((speech) => claimed.has(speech._id))
          .map((speech) => {
            const slotId = placements.get(speech._id)?.slotId ?? speech.slot;
            const slot = slots.find((candidate) => candidate.id === slotId);
            return composeSpeechReminderMail({
              to: speech.mail,
              name: speech.name,
              language: speech.language,
              title: siteName(site, speech.language),
              day: siteDate.slice(0, 10),
              slot: slot ? translateText(slot.title, speech.language) || null : null,
              minutes: speech.minutes,
              market: deps.config.market,
            });
          });
        await deps.mail.outbox.withTransaction(tx).addMany(mails, now);
        return mails.length;
      });
    } catch (error) {
      deps.log.error({ err: error, siteId }, 'Speech reminders failed');
    }
  }
  if (sent > 0) deps.mail.deliverSoon();
  return sent;
}
