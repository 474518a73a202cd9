import { SITE_LANGUAGE_CODES } from '@eventsite/core/constants/languages';
import type { Market } from '@eventsite/core/constants/platform';
import { CHILDREN_POLICIES, DRESS_CODES, GIFT_POLICIES } from '@eventsite/core/constants/wizard';
import { normaliseWizardData } from '@eventsite/core/demo/wizard-demo-site';
import type { WizardData } from '@eventsite/core/schemas/wizard-data';
import { z } from 'zod';

/*
 * The wedding wizard's answers while they are given (`002` §2.6): kept in session storage so a reload
 * restores them, read by the wizard's steps and by the quick-start editor it opens, and removed once the
 * site is created (`000` §4).
 */

/** The session storage key of the answers; the spec calls them the stored wizard data. */
export const WIZARD_ANSWERS_STORAGE_KEY = 'wizardData';

/** Each answer is read on its own, so one damaged answer does not lose the others. */
const storedAnswersSchema = z.object({
  name1: z.string().max(100).optional().catch(undefined),
  name2: z.string().max(100).optional().catch(undefined),
  location: z.string().max(500).optional().catch(undefined),
  dateStart: z.string().max(20).optional().catch(undefined),
  dateNotDecided: z.boolean().optional().catch(undefined),
  designTemplate: z.string().max(100).optional().catch(undefined),
  dressCode: z.enum(DRESS_CODES).optional().catch(undefined),
  children: z.enum(CHILDREN_POLICIES).optional().catch(undefined),
  gifts: z.enum(GIFT_POLICIES).optional().catch(undefined),
  /** Set when the couple chose languages rather than their market's language only. */
  chooseLanguages: z.boolean().optional().catch(undefined),
  languages: z.array(z.enum(SITE_LANGUAGE_CODES)).max(20).optional().catch(undefined),
});
export type WizardAnswers = z.infer<typeof storedAnswersSchema>;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the wizard then simply forgets on reload.
    return null;
  }
}

/** The stored answers; none when nothing (or nothing readable) is stored. */
export function readWizardAnswers(): WizardAnswers {
  const text = sessionStore()?.getItem(WIZARD_ANSWERS_STORAGE_KEY);
  if (!text) return {};
  try {
    const parsed = storedAnswersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeWizardAnswers(answers: WizardAnswers): void {
  try {
    sessionStore()?.setItem(WIZARD_ANSWERS_STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // A full or blocked storage only costs the restore on reload.
  }
}

export function removeWizardAnswers(): void {
  sessionStore()?.removeItem(WIZARD_ANSWERS_STORAGE_KEY);
}

/** The language a market's couples write in, offered as 'only this language' (`002` §2.6). */
export function marketSiteLanguage(market: Market): 'sv' | 'da' {
  return market === 'dk' ? 'da' : 'sv';
}

/** A datetime-local value the browser gave; a half-typed one counts as no answer. */
const DATE_TIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The answers as wizard data (`002` §3 "WizardData"), empty ones dropped and defaults applied; the
 * languages are the chosen ones, or the market's language when none were chosen.
 */
export function wizardDataOf(answers: WizardAnswers, market: Market): WizardData {
  const { chooseLanguages, languages, dateStart, ...rest } = answers;
  return normaliseWizardData({
    ...rest,
    dateStart: dateStart !== undefined && DATE_TIME_LOCAL.test(dateStart) ? dateStart : undefined,
    languages: chooseLanguages && languages?.length ? languages : [marketSiteLanguage(market)],
  });
}
