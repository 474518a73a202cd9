import {
  giftReportRequestSchema,
  isSiteLanguageCode,
  MAX_GIFT_AMOUNT_ORE,
  type Brand,
  type GiftItem,
  type GiftPot,
  type GiftPotParams,
  type GiftPotTotal,
  type GiftRegistryModule,
  type GiftPotPageQuery,
  type InterfaceLanguage,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import type { GiftReportDeps } from '../gifts/gift-deps';
import { reportGift } from '../gifts/report-gift';
import { findGuestSite, type GuestSiteDeps } from '../guest-answers/find-site-module';
import { answerPageText } from './answer-page-texts';
import type { PostedFields } from './answer-post-fields';

/** A gift pot guests give to, its registry (whose number they pay to), its reported sum, its site language. */
export interface GiftPotOnPage {
  pot: GiftItem & { pot: GiftPot };
  registry: GiftRegistryModule;
  /** What guests reported, when the hosts show the pot's progress. */
  total: GiftPotTotal | undefined;
  siteLanguage: string;
}

/** The pot as the report's JSON route finds it, a pot of a shown gift registry, or 404 in the error shape. */
export async function findGiftPot(
  deps: GuestSiteDeps,
  { siteId, potId }: GiftPotParams,
  asked: string | undefined,
): Promise<GiftPotOnPage> {
  const { site } = await findGuestSite(deps, siteId);
  for (const registry of site.siteModules) {
    if (registry.siteModuleType !== 'GiftRegistry' || registry.hide) continue;
    const pot = registry.giftRegistry.find((item) => item.id === potId);
    if (!pot || pot.pot === null) continue;
    const languages = site.availableLanguages.map((language) => language.languageCode as string);
    return {
      pot: { ...pot, pot: pot.pot },
      registry,
      total: site.giftPotTotals.find((total) => total.potId === potId),
      siteLanguage: asked !== undefined && languages.includes(asked) ? asked : (languages[0] ?? 'sv'),
    };
  }
  throw new AppError('NOT_FOUND', { message: `The site has no gift pot ${potId}.` });
}

/** Whole kronor as the "I have paid" dialog takes them: digits, at least 1, no leading zero. */
const KRONOR = /^[1-9]\d*$/;

/** Kronor typed by the guest as öre; null when left empty, NaN when not a whole amount the report takes. */
function typedAmount(text: string): number | null {
  const kronor = text.replace(/\s/g, '');
  if (kronor === '') return null;
  const ore = Number(kronor) * 100;
  return KRONOR.test(kronor) && ore <= MAX_GIFT_AMOUNT_ORE ? ore : Number.NaN;
}

/** The amount the guest chose on the page: their own, else one of the suggested; in öre. */
export interface ChosenAmount {
  amount: number | null;
  /** The own amount as typed, to show again. */
  own: string;
  /** The own amount is not whole kronor of at least 1. */
  ownInvalid: boolean;
}

/** The page's amount choice (`?amount=` a suggested amount in öre, `?own=` kronor typed), as the card's. */
export function chosenAmount(pot: GiftPot, query: Pick<GiftPotPageQuery, 'amount' | 'own'>): ChosenAmount {
  const own = query.own?.trim() ?? '';
  const typed = typedAmount(own);
  if (typed !== null) {
    return Number.isNaN(typed)
      ? { amount: null, own, ownInvalid: true }
      : { amount: typed, own, ownInvalid: false };
  }
  const suggested = pot.suggestedAmounts.find((amount) => String(amount) === query.amount);
  return { amount: suggested ?? null, own, ownInvalid: false };
}

/** What the page shows: how to give and the "I have paid" form, or the thanks for the report. */
export type GiftPotPageView =
  | {
      step: 'give';
      chosen: ChosenAmount;
      postKey: string;
      /** A personal link's household token, carried in the forms so the gift is tied to it. */
      householdToken: string | null;
      /** What the guest posted (or the household's name as who), shown in the report's fields. */
      fields: PostedFields;
      fieldErrors: Readonly<Record<string, string>>;
      error: string | null;
    }
  | { step: 'thanks' };

export interface ReportOnPageOptions {
  language: InterfaceLanguage;
  brand: Brand;
  issuePostKey: () => Promise<string>;
}

/** The report's fields that carry an error of the schema beside them, and the words for it. */
const FIELD_ERRORS = { from: 'fromMissing', amount: 'reportAmountInvalid' } as const;

/**
 * "I have paid" posted from the pot's page (issue 40): stored by the JSON route's service under its rules
 * (the post key, a pot of a shown registry); the thanks, or the page again with each error beside its field.
 * A missing or suspect post key gets a fresh one, as on the answer page.
 */
export async function reportGiftOnPage(
  deps: GiftReportDeps,
  found: GiftPotOnPage,
  params: GiftPotParams,
  fields: PostedFields,
  options: ReportOnPageOptions,
): Promise<{ status: number; view: GiftPotPageView }> {
  const { language } = options;
  const householdToken = fields['householdToken'] || null;
  const amount = typedAmount(fields['amount'] ?? '');
  const chosen: ChosenAmount = {
    amount: amount !== null && !Number.isNaN(amount) ? amount : null,
    own: '',
    ownInvalid: false,
  };
  const again = (status: number, error: string, fieldErrors: Record<string, string>, postKey: string) => ({
    status,
    view: { step: 'give' as const, chosen, postKey, householdToken, fields, fieldErrors, error },
  });
  const described = (error: AppError) => error.toResponse(options.brand).errorDescription[language];
  const postKey = fields['postKey'] ?? '';
  if (postKey === '') {
    const missing = new AppError('BAD_REQUEST', { message: 'The post key is missing.' });
    return again(400, described(missing), {}, await options.issuePostKey());
  }
  const report = giftReportRequestSchema.safeParse({
    postKey,
    from: fields['from'] ?? '',
    amount,
    greeting: (fields['greeting'] ?? '').trim(),
    ...(isSiteLanguageCode(found.siteLanguage) ? { language: found.siteLanguage } : {}),
    ...(householdToken === null ? {} : { householdToken }),
  });
  if (!report.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of report.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field in FIELD_ERRORS) {
        fieldErrors[field] = answerPageText(FIELD_ERRORS[field as keyof typeof FIELD_ERRORS], language);
      }
    }
    return again(400, described(new AppError('VALIDATION_FAILED')), fieldErrors, postKey);
  }
  const { invertedSuccess } = await reportGift(deps, params.siteId, params.potId, report.data);
  if (!invertedSuccess) return { status: 200, view: { step: 'thanks' } };
  return again(200, answerPageText('spam', language), {}, await options.issuePostKey());
}
