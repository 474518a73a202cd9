/**
 * The diet consent's words (issue 33 item 5), the same in the RSVP's form and on the answer page a guest
 * without JavaScript uses (issue 40).
 */
export const DIET_CONSENT_TEXTS = {
  dietConsentNote: {
    sv: 'Svaren om kost och allergier delas med värdarna och deras cateringfirma, och bara om du samtycker. Utan samtycke skickas resten av svaret ändå.',
    en: 'The answers about diet and allergies are shared with the hosts and their caterer, and only if you consent. Without consent the rest of the answer is still sent.',
    da: 'Svarene om kost og allergier deles med værterne og deres cateringfirma, og kun hvis du giver samtykke. Uden samtykke sendes resten af svaret alligevel.',
  },
  dietConsentLabel: {
    sv: 'Jag samtycker till att svaren om kost och allergier delas',
    en: 'I consent to sharing the answers about diet and allergies',
    da: 'Jeg giver samtykke til, at svarene om kost og allergier deles',
  },
} as const;
