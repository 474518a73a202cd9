import {
  isSiteV2,
  normaliseRunningOrder,
  siteDateOf,
  speakersToNotify,
  speechDeadlineOf,
  speechSlotsOf,
  translateText,
  type RunningOrderSlot,
  type RunningOrderUpdate,
  type SiteV2,
  type SpeakerNotifyResponse,
  type SpeechSlot,
  type Toastmaster,
  type ToastmasterDesk,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import type { MailMessage } from '../mail/mail-outbox-repository';
import { siteName } from '../sites/site-name';
import { composeSpeechPlaceMail } from './compose-speech-mails';
import type { SpeechDeps } from './speech-deps';
import type { StoredSpeech, ToastmasterLink } from './speech-repository';
import { firstLanguageOf, speechViewOf, tokenHashOf, type SpeechModule } from './speech-site';

/** What a live desk link opens: its site, module and toastmaster as they are now. */
export interface DeskContext {
  link: ToastmasterLink;
  site: SiteV2;
  module: SpeechModule;
  toastmaster: Toastmaster;
}

/**
 * The desk a token opens (issue 36 item 4), or 404 `TOASTMASTER_LINK_INVALID`: an unknown or revoked token,
 * or one whose toastmaster the owner has since taken off the module. The token is the only key, and it
 * opens its own site's module alone.
 */
export async function openDesk(deps: SpeechDeps, token: string): Promise<DeskContext> {
  const invalid = () => new AppError('TOASTMASTER_LINK_INVALID', { message: 'No live desk link.' });
  const link = await deps.repositories.speeches.findLiveLink(tokenHashOf(token));
  if (!link) throw invalid();
  const stored = await deps.repositories.sites.findById(link.siteId);
  if (!stored || !isSiteV2(stored.site)) throw invalid();
  const module = stored.site.siteModules.find(
    (candidate): candidate is SpeechModule =>
      candidate.siteModuleType === 'Speech2' && candidate.id === link.moduleId,
  );
  const toastmaster = module?.toastmasters.find((candidate) => candidate.id === link.toastmasterId);
  if (!module || !toastmaster) throw invalid();
  return { link, site: stored.site, module, toastmaster };
}

/** The module's sign-ups, slots and its running order as it may be shown (`normaliseRunningOrder`). */
export async function runningOrderOf(
  deps: SpeechDeps,
  { site, module }: Pick<DeskContext, 'site' | 'module'>,
) {
  const { speeches } = deps.repositories;
  const [signups, stored] = await Promise.all([
    speeches.listOfModule(site._id, module.id),
    speeches.runningOrder(site._id, module.id),
  ]);
  const slots = speechSlotsOf(module, site.siteModules);
  return {
    speeches: signups,
    slots,
    revision: stored.revision,
    order: normaliseRunningOrder(stored.slots, slots, signups),
  };
}

async function readDesk(deps: SpeechDeps, context: DeskContext): Promise<ToastmasterDesk> {
  const { site, module, toastmaster } = context;
  const { speeches, slots, revision, order } = await runningOrderOf(deps, context);
  const language = firstLanguageOf(site);
  const siteDate = siteDateOf(site);
  return {
    siteTitle: siteName(site, language),
    siteDate,
    deadline: speechDeadlineOf(module, siteDate),
    language,
    toastmaster: { id: toastmaster.id, name: toastmaster.name },
    slots,
    speeches: speeches.map(speechViewOf),
    order: { revision, slots: order },
    unsentChanges: speakersToNotify(order, speeches).length,
  };
}

/** The desk's whole state; the link is noted as opened (the hosts see it). */
export async function getDesk(deps: SpeechDeps, token: string): Promise<ToastmasterDesk> {
  const context = await openDesk(deps, token);
  await deps.repositories.speeches.markOpened(context.link.tokenHash, deps.now());
  return readDesk(deps, context);
}

/**
 * Saves the running order, normalised against the sign-ups of now, and the toastmaster's notes, against
 * the revision the desk read (409 `SPEECH_ORDER_STALE` when the other toastmaster saved in between).
 */
export async function saveRunningOrder(
  deps: SpeechDeps,
  token: string,
  update: RunningOrderUpdate,
): Promise<ToastmasterDesk> {
  const context = await openDesk(deps, token);
  const { site, module, link } = context;
  const { speeches, slots } = await runningOrderOf(deps, context);
  const order = normaliseRunningOrder(update.slots, slots, speeches);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const repository = deps.repositories.speeches.withTransaction(tx);
    const saved = await repository.saveRunningOrder(site._id, module.id, update.revision, order, now);
    if (saved === null) {
      throw new AppError('SPEECH_ORDER_STALE', {
        message: `The order is no longer at revision ${update.revision}.`,
      });
    }
    await repository.setToastmasterNotes(site._id, module.id, update.notes);
    await repository.markOrderSaved(link.tokenHash, now);
  });
  return readDesk(deps, context);
}

const slotTitle = (slots: readonly SpeechSlot[], slotId: string, language: string) =>
  translateText(slots.find((slot) => slot.id === slotId)?.title, language);

/**
 * "Mail each speaker their slot": each speaker with a mail whose slot or place changed since their last
 * mail gets one, in their language, through the outbox; a second press with no change sends nothing.
 */
export async function notifySpeakers(deps: SpeechDeps, token: string): Promise<SpeakerNotifyResponse> {
  const context = await openDesk(deps, token);
  const { site } = context;
  const { speeches, slots, order } = await runningOrderOf(deps, context);
  const targets = speakersToNotify(order, speeches);
  const sizeOf = (slotId: string) =>
    order.find((slot: RunningOrderSlot) => slot.slotId === slotId)?.speechIds.length ?? 0;
  const now = deps.now();
  const mailOf = (speech: StoredSpeech, slotId: string, place: number): MailMessage =>
    composeSpeechPlaceMail({
      to: speech.mail,
      name: speech.name,
      language: speech.language,
      title: siteName(site, speech.language),
      slot: slotTitle(slots, slotId, speech.language),
      place,
      of: sizeOf(slotId),
      minutes: speech.minutes,
    });
  const mailed = await deps.db.transaction(async (tx) => {
    const repository = deps.repositories.speeches.withTransaction(tx);
    const mails: MailMessage[] = [];
    for (const { speech, placement } of targets) {
      const claimed = await repository.claimMailed(
        site._id,
        {
          speechId: speech._id,
          ...placement,
          was: { slotId: speech.mailedSlotId, place: speech.mailedPlace },
        },
        now,
      );
      if (claimed) mails.push(mailOf(speech, placement.slotId, placement.place));
    }
    await deps.mail.outbox.withTransaction(tx).addMany(mails, now);
    return mails.length;
  });
  if (mailed > 0) deps.mail.deliverSoon();
  return { mailed };
}
