/**
 * The words of giving to a gift pot (issue 37 item 1), the same on the pot's card and "I have paid" dialog
 * and on the pot's page a guest without JavaScript uses (issue 40).
 */
export const GIFT_MONEY_TEXTS = {
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
  reportSwish: { sv: 'Jag har swishat', en: 'I have paid', da: 'Jeg har betalt' },
  reportMobilePay: { sv: 'Jag har betalat', en: 'I have paid', da: 'Jeg har betalt' },
  potProgress: { sv: '{amount} av {goal}', en: '{amount} of {goal}', da: '{amount} af {goal}' },
  potGifts: { sv: '{count} gåvor', en: '{count} gifts', da: '{count} gaver' },
  potGift: { sv: '1 gåva', en: '1 gift', da: '1 gave' },
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
  reportThanksTitle: { sv: 'Tack för din gåva!', en: 'Thank you for your gift!', da: 'Tak for din gave!' },
  reportThanksText: {
    sv: 'Vi har berättat för dem att gåvan kommer från dig.',
    en: 'We have told them the gift is from you.',
    da: 'Vi har fortalt dem, at gaven er fra dig.',
  },
} as const;
