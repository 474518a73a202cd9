/**
 * The words of reserving and cancelling a gift, the same in the gift registry's dialogs and on the
 * reservation page a guest without JavaScript uses (issue 40).
 */
export const GIFT_RESERVATION_TEXTS = {
  cancelReservation: { sv: 'Ta bort reservation', en: 'Cancel reservation', da: 'Fjern reservation' },
  cancelQuantity: { sv: 'Antal att ta bort', en: 'Quantity to cancel', da: 'Antal at fjerne' },
  reservePassword: { sv: 'Välj ett lösenord', en: 'Choose a password', da: 'Vælg en adgangskode' },
  reservePasswordHint: {
    sv: 'Du behöver lösenordet om du vill ta bort reservationen senare.',
    en: 'You need the password if you want to cancel the reservation later.',
    da: 'Du skal bruge adgangskoden, hvis du vil fjerne reservationen senere.',
  },
  cancelPassword: {
    sv: 'Lösenordet du valde vid reservationen',
    en: 'The password you chose when reserving',
    da: 'Adgangskoden, du valgte ved reservationen',
  },
} as const;
