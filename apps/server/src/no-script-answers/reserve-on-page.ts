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
import {
  cancelGiftReservation,
  reserveGift,
  type GiftReservationDeps,
} from '../gift-registry/change-gift-reservation';
import { findSiteModule } from '../guest-answers/find-site-module';
import { escapeHtml } from '../html/escape-html';
import { answerPageText } from './answer-page-texts';
import type { PostedFields } from './answer-post-fields';
import { fieldError, renderPageShell } from './render-answer-page';

/** A reservable gift item, what is left of it and reserved, and the site language its texts are read in. */
export interface ReservableGift {
  item: GiftItem;
  left: number;
  /** Pieces reserved by anyone: a guest cancels up to this many of their own. */
  reserved: number;
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
  const reserved = reservedQuantity(site.giftRegistryReservations, item.id);
  const left = Math.max(0, (item.quantity ?? 0) - reserved);
  return {
    item,
    left: item.reservable ? left : 0,
    reserved: item.reservable ? reserved : 0,
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
        /** Which of the page's two forms the fields, errors and error belong to. */
        intent: ReservationIntent;
        fields: PostedFields;
        fieldErrors: Readonly<Record<string, string>>;
        error: string | null;
      }
    | { step: 'reserved' }
    | { step: 'cancelled' };
}

/** The page's two forms: reserving pieces, and cancelling one's own with the password chosen then. */
type ReservationIntent = 'reserve' | 'cancel';

type FormView = Extract<ReservationPage['view'], { step: 'form' }>;

/** The form's posted `intent` field: the cancelling form says so, anything else reserves. */
function reservationIntentOf(fields: PostedFields): ReservationIntent {
  return fields['intent'] === 'cancel' ? 'cancel' : 'reserve';
}

/** Field ids and error ids of one of the page's forms, so the two never share an id. */
function fieldIds(intent: ReservationIntent) {
  const prefix = intent === 'cancel' ? 'cancel-' : '';
  return { quantity: `${prefix}quantity`, password: `${prefix}password` };
}

/** One form's view of what was posted: its own fields and errors, or empty when the other form was posted. */
function viewFor(view: FormView, intent: ReservationIntent): Omit<FormView, 'step' | 'intent'> {
  return view.intent === intent ? view : { fields: {}, fieldErrors: {}, error: null };
}

function invalidAttributes(id: string, error: string | undefined): string {
  return error === undefined ? '' : ` aria-invalid="true" aria-describedby="${id}-error"`;
}

function quantityOptions(count: number, chosen: string): string {
  return Array.from({ length: count }, (_, index) => String(index + 1))
    .map((value) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${value}</option>`)
    .join('');
}

function alertHtml(error: string | null): string {
  return error === null ? '' : `<p class="alert" role="alert">${escapeHtml(error)}</p>`;
}

function reserveFormHtml(page: ReservationPage, view: FormView): string {
  const { language, gift } = page;
  if (gift.left === 0) return `<p role="status">${escapeHtml(answerPageText('noneLeft', language))}</p>`;
  const { fields, fieldErrors, error } = viewFor(view, 'reserve');
  const ids = fieldIds('reserve');
  // A personal link's token, from the page the guest came from, ties the reservation to the household.
  const token = fields['householdToken'] ?? (view.intent === 'cancel' ? view.fields['householdToken'] : '');
  return `${alertHtml(error)}<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="lang" value="${language}">${
    token ? `\n<input type="hidden" name="householdToken" value="${escapeHtml(token)}">` : ''
  }
<div class="field"><label for="${ids.quantity}">${escapeHtml(answerPageText('quantity', language))}</label>
<select id="${ids.quantity}" name="quantity"${invalidAttributes(ids.quantity, fieldErrors['quantity'])}>${quantityOptions(gift.left, fields['quantity'] ?? '1')}</select>${fieldError(ids.quantity, fieldErrors['quantity'])}</div>
<div class="field"><label for="${ids.password}">${escapeHtml(answerPageText('reservePassword', language))}</label>
<p class="hint" id="password-hint">${escapeHtml(answerPageText('reservePasswordHint', language))}</p>
<input type="text" id="${ids.password}" name="password" autocomplete="off" maxlength="200"${invalidAttributes(ids.password, fieldErrors['password'])}>${fieldError(ids.password, fieldErrors['password'])}</div>
<div class="field"><label for="from">${escapeHtml(answerPageText('from', language))}</label>
<input type="text" id="from" name="from" maxlength="100" autocomplete="name" value="${escapeHtml(fields['from'] ?? '')}"></div>
<button type="submit">${escapeHtml(answerPageText('reserve', language))}</button>
</form>`;
}

/** Cancelling with the password chosen when reserving (`001` §5), below the reserving form. */
function cancelFormHtml(page: ReservationPage, view: FormView): string {
  const { language, gift } = page;
  if (gift.reserved === 0) return '';
  const { fields, fieldErrors, error } = viewFor(view, 'cancel');
  const ids = fieldIds('cancel');
  const title = escapeHtml(answerPageText('cancelReservation', language));
  return `<section class="other" id="cancel" aria-labelledby="cancel-title">
<h2 id="cancel-title">${title}</h2>
${alertHtml(error)}<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="lang" value="${language}">
<input type="hidden" name="intent" value="cancel">
<div class="field"><label for="${ids.quantity}">${escapeHtml(answerPageText('cancelQuantity', language))}</label>
<select id="${ids.quantity}" name="quantity"${invalidAttributes(ids.quantity, fieldErrors['quantity'])}>${quantityOptions(gift.reserved, fields['quantity'] ?? '1')}</select>${fieldError(ids.quantity, fieldErrors['quantity'])}</div>
<div class="field"><label for="${ids.password}">${escapeHtml(answerPageText('cancelPassword', language))}</label>
<input type="text" id="${ids.password}" name="password" autocomplete="off" maxlength="200"${invalidAttributes(ids.password, fieldErrors['password'])}>${fieldError(ids.password, fieldErrors['password'])}</div>
<button type="submit" class="secondary">${title}</button>
</form>
</section>`;
}

/**
 * The page to reserve one gift without JavaScript (issue 40): how many, a password to cancel with, who; and,
 * once pieces are reserved, cancelling one's own with that password.
 */
export function renderReservationPage(page: ReservationPage): string {
  const title = translateText(page.gift.item.title, page.gift.siteLanguage);
  const { view } = page;
  const body =
    view.step === 'form'
      ? reserveFormHtml(page, view) + cancelFormHtml(page, view)
      : `<p role="status">${escapeHtml(answerPageText(view.step, page.language))}</p>`;
  return renderPageShell({ language: page.language, brand: page.brand, title, backHref: '/' }, body);
}

/**
 * A reservation or a cancellation posted from the page, made by the JSON routes' services under their rules
 * (what is left, the item reservable, the password of one's own reservation): the confirmation, or the form
 * again with the error beside its field.
 */
export async function changeReservationOnPage(
  deps: GiftReservationDeps,
  params: GiftItemParams,
  fields: PostedFields,
  options: { language: InterfaceLanguage; brand: Brand },
): Promise<{ status: number; view: ReservationPage['view'] }> {
  const { language } = options;
  const intent = reservationIntentOf(fields);
  const request = giftReservationRequestSchema.safeParse({
    quantity: Number(fields['quantity']),
    password: fields['password'] ?? '',
    ...(fields['from'] && intent === 'reserve' ? { from: fields['from'] } : {}),
    ...(fields['householdToken'] && intent === 'reserve' ? { householdToken: fields['householdToken'] } : {}),
  });
  const formAgain = (status: number, error: AppError, fieldErrors: Record<string, string>) => ({
    status,
    view: {
      step: 'form' as const,
      intent,
      fields,
      fieldErrors,
      error: error.toResponse(options.brand).errorDescription[language],
    },
  });
  if (!request.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of request.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'password') {
        fieldErrors['password'] = answerPageText(
          intent === 'cancel' ? 'cancelPasswordMissing' : 'passwordMissing',
          language,
        );
      } else if (field === 'quantity') fieldErrors['quantity'] = answerPageText('required', language);
    }
    return formAgain(400, new AppError('VALIDATION_FAILED'), fieldErrors);
  }
  try {
    if (intent === 'cancel') {
      await cancelGiftReservation(deps, params, request.data);
      return { status: 200, view: { step: 'cancelled' } };
    }
    await reserveGift(deps, params, request.data);
    return { status: 200, view: { step: 'reserved' } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const description = error.toResponse(options.brand).errorDescription[language];
    const beside =
      error.code === 'WRONG_RESERVATION_PASSWORD'
        ? 'password'
        : error.code.startsWith('RESERVATION_QUANTITY')
          ? 'quantity'
          : null;
    if (beside === null) return formAgain(error.statusCode, error, {});
    // The error stands beside its field; the alert above the form says only that a field needs a look.
    return formAgain(error.statusCode, new AppError('VALIDATION_FAILED'), { [beside]: description });
  }
}
