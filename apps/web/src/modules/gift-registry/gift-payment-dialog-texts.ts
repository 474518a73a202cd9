import { moduleTextReader } from '../shared/module-text-reader';

/** The words of the money-gift dialogs, downloaded with them (see `moduleTextReader`). */
const GIFT_PAYMENT_DIALOG_TEXTS = {
  reportFrom: { sv: 'Ditt namn', en: 'Your name', da: 'Dit navn' },
  reportAmount: { sv: 'Belopp (kr, valfritt)', en: 'Amount (kr, optional)', da: 'Beløb (kr., valgfrit)' },
  reportAmountInvalid: {
    sv: 'Ange ett belopp i hela kronor, minst 1',
    en: 'Enter an amount in whole kronor, at least 1',
    da: 'Angiv et beløb i hele kroner, mindst 1',
  },
  reportGreeting: {
    sv: 'En hälsning (valfritt)',
    en: 'A greeting (optional)',
    da: 'En hilsen (valgfri)',
  },
  reportLead: {
    sv: 'Berätta vem gåvan är från, så vet de vem de ska tacka. Pengarna går direkt till dem – inget passerar oss.',
    en: 'Say who the gift is from, so they know whom to thank. The money goes straight to them – nothing passes through us.',
    da: 'Fortæl, hvem gaven er fra, så de ved, hvem de skal takke. Pengene går direkte til dem – intet går gennem os.',
  },
  reportSend: { sv: 'Skicka', en: 'Send', da: 'Send' },
  reportLoadFailed: {
    sv: 'Det gick inte att öppna formuläret',
    en: 'The form could not be opened',
    da: 'Formularen kunne ikke åbnes',
  },
  reportFailed: {
    sv: 'Det gick inte att skicka',
    en: 'It could not be sent',
    da: 'Det kunne ikke sendes',
  },
  reportThanksTitle: { sv: 'Tack för din gåva!', en: 'Thank you for your gift!', da: 'Tak for din gave!' },
  reportThanksText: {
    sv: 'Vi har berättat för dem att gåvan kommer från dig.',
    en: 'We have told them the gift is from you.',
    da: 'Vi har fortalt dem, at gaven er fra dig.',
  },
  payShares: { sv: 'Betala dina andelar', en: 'Pay your shares', da: 'Betal dine andele' },
  sharesReserved: {
    sv: 'Tack! Andelarna är reserverade åt dig. Betala dem direkt till värdarna:',
    en: 'Thank you! The shares are reserved for you. Pay them straight to the hosts:',
    da: 'Tak! Andelene er reserveret til dig. Betal dem direkte til værterne:',
  },
  reserveFrom: { sv: 'Från (valfritt)', en: 'From (optional)', da: 'Fra (valgfri)' },
  reserveFromHint: {
    sv: 'Ditt namn, så vet värdarna vem de ska tacka.',
    en: 'Your name, so the hosts know whom to thank.',
    da: 'Dit navn, så værterne ved, hvem de skal takke.',
  },
  sharesTotal: {
    sv: '{count} × {price} = {total}',
    en: '{count} × {price} = {total}',
    da: '{count} × {price} = {total}',
  },
} as const;

export const giftPaymentDialogText = moduleTextReader(GIFT_PAYMENT_DIALOG_TEXTS);
