import {
  giftReservationRequestSchema,
  reservedQuantity,
  translateText,
  type Brand,
  type GiftItem,
  type GiftItemParams,
  type InterfaceLanguage,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { reserveGift, type GiftReservationDeps } from '../gift-registry/change-gift-reservation';
import { findSiteModule } from '../guest-answers/find-site-module';
import { escapeHtml } from '../html/escape-html';
import { answerPageText } from './answer-page-texts';
import type { PostedFields } from './answer-post-fields';
import { fieldError, renderPageShell } from './render-answer-page';

/** A reservable gift item, what is left of it, and the site language its texts are read in. */
export interface ReservableGift {
  item: GiftItem;
  left: number;
  siteLanguage: string;
}

/** The item a guest reserves on the page, or 404 (as the JSON route answers an unknown one). */
export async function findReservableGift(
  deps: GiftReservationDeps,
  params: GiftItemParams,
  asked: string | undefined,
): Promise<ReservableGift> {
  const { site, module } = await findSiteModule(deps, params.siteId, 'GiftRegistry', params.moduleId);
  const item = module.giftRegistry.find((candidate) => candidate.id === params.itemId);
  if (!item) throw new AppError('NOT_FOUND', { message: 'No such gift item.' });
  const languages = site.availableLanguages.map((language) => language.languageCode as string);
  const left = Math.max(0, (item.quantity ?? 0) - reservedQuantity(site.giftRegistryReservations, item.id));
  return {
    item,
    left: item.reservable ? left : 0,
    siteLanguage: asked !== undefined && languages.includes(asked) ? asked : (languages[0] ?? 'sv'),
  };
}

export interface ReservationPage {
  language: InterfaceLanguage;
  brand: Brand;
  gift: ReservableGift;
  action: string;
  view:
    | {
        step: 'form';
        fields: PostedFields;
        fieldErrors: Readonly<Record<string, string>>;
        error: string | null;
      }
    | { step: 'reserved' };
}

function formHtml(page: ReservationPage, view: Extract<ReservationPage['view'], { step: 'form' }>): string {
  const { language, gift } = page;
  if (gift.left === 0) return `<p role="status">${escapeHtml(answerPageText('noneLeft', language))}</p>`;
  const invalid = (name: string) =>
    view.fieldErrors[name] === undefined ? '' : ` aria-invalid="true" aria-describedby="${name}-error"`;
  const chosen = view.fields['quantity'] ?? '1';
  const options = Array.from({ length: gift.left }, (_, index) => String(index + 1))
    .map((value) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${value}</option>`)
    .join('');
  const alert = view.error === null ? '' : `<p class="alert" role="alert">${escapeHtml(view.error)}</p>`;
  // A personal link's token, from the page the guest came from, ties the reservation to the household.
  const token = view.fields['householdToken'];
  return `${alert}<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="lang" value="${language}">${
    token ? `\n<input type="hidden" name="householdToken" value="${escapeHtml(token)}">` : ''
  }
<div class="field"><label for="quantity">${escapeHtml(answerPageText('quantity', language))}</label>
<select id="quantity" name="quantity"${invalid('quantity')}>${options}</select>${fieldError('quantity', view.fieldErrors['quantity'])}</div>
<div class="field"><label for="password">${escapeHtml(answerPageText('reservePassword', language))}</label>
<p class="hint" id="password-hint">${escapeHtml(answerPageText('reservePasswordHint', language))}</p>
<input type="text" id="password" name="password" autocomplete="off" maxlength="200"${invalid('password')}>${fieldError('password', view.fieldErrors['password'])}</div>
<div class="field"><label for="from">${escapeHtml(answerPageText('from', language))}</label>
<input type="text" id="from" name="from" maxlength="100" autocomplete="name" value="${escapeHtml(view.fields['from'] ?? '')}"></div>
<button type="submit">${escapeHtml(answerPageText('reserve', language))}</button>
</form>`;
}

/** The page to reserve one gift without JavaScript (issue 40): how many, a password to cancel with, who. */
export function renderReservationPage(page: ReservationPage): string {
  const title = translateText(page.gift.item.title, page.gift.siteLanguage);
  const body =
    page.view.step === 'reserved'
      ? `<p role="status">${escapeHtml(answerPageText('reserved', page.language))}</p>`
      : formHtml(page, page.view);
  return renderPageShell({ language: page.language, brand: page.brand, title, backHref: '/' }, body);
}

/**
 * A reservation posted from the page, made by the JSON route's service under its rules (what is left, the
 * item reservable): the confirmation, or the form again with the error beside its field.
 */
export async function reserveOnPage(
  deps: GiftReservationDeps,
  params: GiftItemParams,
  gift: ReservableGift,
  fields: PostedFields,
  options: { language: InterfaceLanguage; brand: Brand },
): Promise<{ status: number; view: ReservationPage['view'] }> {
  const { language } = options;
  const request = giftReservationRequestSchema.safeParse({
    quantity: Number(fields['quantity']),
    password: fields['password'] ?? '',
    ...(fields['from'] ? { from: fields['from'] } : {}),
    ...(fields['householdToken'] ? { householdToken: fields['householdToken'] } : {}),
  });
  const formAgain = (status: number, error: AppError, fieldErrors: Record<string, string>) => ({
    status,
    view: {
      step: 'form' as const,
      fields,
      fieldErrors,
      error: error.toResponse(options.brand).errorDescription[language],
    },
  });
  if (!request.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of request.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'password') fieldErrors['password'] = answerPageText('passwordMissing', language);
      else if (field === 'quantity') fieldErrors['quantity'] = answerPageText('required', language);
    }
    return formAgain(400, new AppError('VALIDATION_FAILED'), fieldErrors);
  }
  try {
    await reserveGift(deps, params, request.data);
    return { status: 200, view: { step: 'reserved' } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const beside = error.code === 'RESERVATION_QUANTITY_UNAVAILABLE' ? { quantity: '' } : {};
    const description = error.toResponse(options.brand).errorDescription[language];
    return formAgain(
      error.statusCode,
      error,
      Object.fromEntries(Object.keys(beside).map((field) => [field, description])),
    );
  }
}
