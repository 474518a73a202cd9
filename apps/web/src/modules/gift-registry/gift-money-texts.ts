import { moduleTextReader } from '../shared/module-text-reader';

/**
 * The words of money gifts and group gifts (issue 37), in the site language (see `moduleTextReader`). Apart
 * from the registry's other words, so they travel with the registry's own chunk, not the page's first load.
 */
const GIFT_MONEY_TEXTS = {
  chooseAmount: { sv: 'Välj belopp', en: 'Choose an amount', da: 'Vælg beløb' },
  ownAmount: { sv: 'Eget belopp (kr)', en: 'Your own amount (kr)', da: 'Eget beløb (kr.)' },
  payWithSwish: { sv: 'Swisha', en: 'Pay with Swish', da: 'Betal med Swish' },
  payAmountWithSwish: {
    sv: 'Swisha {amount}',
    en: 'Pay {amount} with Swish',
    da: 'Betal {amount} med Swish',
  },
  payWithMobilePay: { sv: 'Betala med MobilePay', en: 'Pay with MobilePay', da: 'Betal med MobilePay' },
  payAmountWithMobilePay: {
    sv: 'Betala {amount} med MobilePay',
    en: 'Pay {amount} with MobilePay',
    da: 'Betal {amount} med MobilePay',
  },
  opensSwish: {
    sv: 'Öppnar Swish med nummer, belopp och meddelande ifyllda – du kan ändra dem innan du betalar.',
    en: 'Opens Swish with the number, amount and message filled in – you can change them before you pay.',
    da: 'Åbner Swish med nummer, beløb og besked udfyldt – du kan ændre dem, før du betaler.',
  },
  scanSwish: { sv: 'Skanna med Swish-appen', en: 'Scan with the Swish app', da: 'Scan med Swish-appen' },
  scanMobilePay: {
    sv: 'Skanna numret med mobilens kamera',
    en: 'Scan the number with your phone’s camera',
    da: 'Scan nummeret med telefonens kamera',
  },
  qrAlt: {
    sv: 'QR-kod med innehållet {payload}',
    en: 'QR code reading {payload}',
    da: 'QR-kode med indholdet {payload}',
  },
  payTo: { sv: 'Till {number}', en: 'To {number}', da: 'Til {number}' },
  copyNumber: { sv: 'Kopiera numret', en: 'Copy the number', da: 'Kopiér nummeret' },
  numberCopied: { sv: 'Numret är kopierat', en: 'The number is copied', da: 'Nummeret er kopieret' },
  reportSwish: { sv: 'Jag har swishat', en: 'I have paid', da: 'Jeg har betalt' },
  reportMobilePay: { sv: 'Jag har betalat', en: 'I have paid', da: 'Jeg har betalt' },
  potProgress: { sv: '{amount} av {goal}', en: '{amount} of {goal}', da: '{amount} af {goal}' },
  potGifts: { sv: '{count} gåvor', en: '{count} gifts', da: '{count} gaver' },
  potGift: { sv: '1 gåva', en: '1 gift', da: '1 gave' },
  shares: {
    sv: '{count} andelar à {price}',
    en: '{count} shares of {price}',
    da: '{count} andele à {price}',
  },
  share: { sv: '1 andel à {price}', en: '1 share of {price}', da: '1 andel à {price}' },
  sharesLeft: { sv: '{left} kvar', en: '{left} left', da: '{left} tilbage' },
  noPaymentNumber: {
    sv: 'Lägg till ert Swish-nummer i önskelistans inställningar, så kan gästerna swisha.',
    en: 'Add your Swish or MobilePay number in the registry’s settings so guests can pay.',
    da: 'Tilføj jeres MobilePay-nummer i ønskelistens indstillinger, så gæsterne kan betale.',
  },
  needsJavaScriptReport: {
    sv: 'För att berätta att du har betalat behöver du slå på JavaScript i webbläsaren.',
    en: 'To tell the hosts you have paid, please turn on JavaScript in your browser.',
    da: 'For at fortælle værterne, at du har betalt, skal du slå JavaScript til i browseren.',
  },
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

export const giftMoneyText = moduleTextReader(GIFT_MONEY_TEXTS);
