import type { ErrorCode, ErrorDescription } from '@eventsite/core';

export interface CatalogueEntry {
  statusCode: number;
  description: ErrorDescription;
}

/**
 * Every error the server answers with, by code. The texts are what the client's error dialog shows
 * (`000` §2.6), so they are written for the person in front of the screen, not for a developer.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: {
    statusCode: 400,
    description: {
      sv: 'Några av uppgifterna saknas eller är felaktiga. Kontrollera dem och försök igen.',
      en: 'Some of the information is missing or incorrect. Please check it and try again.',
      da: 'Nogle af oplysningerne mangler eller er forkerte. Kontrollér dem, og prøv igen.',
    },
  },
  MALFORMED_JSON: {
    statusCode: 400,
    description: {
      sv: 'Förfrågan kunde inte läsas. Ladda om sidan och försök igen.',
      en: 'The request could not be read. Please reload the page and try again.',
      da: 'Forespørgslen kunne ikke læses. Genindlæs siden, og prøv igen.',
    },
  },
  BAD_REQUEST: {
    statusCode: 400,
    description: {
      sv: 'Förfrågan är felaktig. Ladda om sidan och försök igen.',
      en: 'The request is invalid. Please reload the page and try again.',
      da: 'Forespørgslen er ugyldig. Genindlæs siden, og prøv igen.',
    },
  },
  WRONG_LOGIN: {
    statusCode: 401,
    description: {
      sv: 'Fel e-postadress eller lösenord.',
      en: 'Wrong e-mail address or password.',
      da: 'Forkert e-mailadresse eller adgangskode.',
    },
  },
  WRONG_ACCOUNT_PASSWORD: {
    statusCode: 403,
    description: {
      sv: 'Fel lösenord. Kontot är inte raderat.',
      en: 'Wrong password. The account is not deleted.',
      da: 'Forkert adgangskode. Kontoen er ikke slettet.',
    },
  },
  NOT_LOGGED_IN: {
    statusCode: 403,
    description: {
      sv: 'Du är inte inloggad. Logga in och försök igen.',
      en: 'You are not logged in. Please log in and try again.',
      da: 'Du er ikke logget ind. Log ind, og prøv igen.',
    },
  },
  NOT_SITE_OWNER: {
    statusCode: 403,
    description: {
      sv: 'Du har inte behörighet till den här sidan. Logga in med kontot som äger sidan.',
      en: 'You do not have access to this site. Please log in with the account that owns it.',
      da: 'Du har ikke adgang til denne side. Log ind med den konto, der ejer siden.',
    },
  },
  NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Det du letar efter finns inte.',
      en: 'What you are looking for does not exist.',
      da: 'Det, du leder efter, findes ikke.',
    },
  },
  MAIL_TAKEN: {
    statusCode: 409,
    description: {
      sv: 'Det finns redan ett konto med den här e-postadressen. Logga in i stället, eller återställ lösenordet om du har glömt det.',
      en: 'There is already an account with this e-mail address. Log in instead, or reset your password if you have forgotten it.',
      da: 'Der findes allerede en konto med denne e-mailadresse. Log ind i stedet, eller nulstil adgangskoden, hvis du har glemt den.',
    },
  },
  RESET_TOKEN_INVALID: {
    statusCode: 400,
    description: {
      sv: 'Länken för att återställa lösenordet är ogiltig, redan använd eller för gammal (den gäller i en timme). Begär en ny länk och försök igen.',
      en: 'The password reset link is invalid, already used or too old (it is valid for one hour). Please request a new link and try again.',
      da: 'Linket til at nulstille adgangskoden er ugyldigt, allerede brugt eller for gammelt (det gælder i en time). Bed om et nyt link, og prøv igen.',
    },
  },
  SITE_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Det finns ingen publicerad sida på den här adressen.',
      en: 'There is no published site at this address.',
      da: 'Der er ingen udgivet side på denne adresse.',
    },
  },
  SITE_PASSWORD_REQUIRED: {
    statusCode: 401,
    description: {
      sv: 'Sidan är lösenordsskyddad. Ange lösenordet för att se den.',
      en: 'The site is password protected. Enter the password to see it.',
      da: 'Siden er beskyttet med en adgangskode. Indtast adgangskoden for at se den.',
    },
  },
  WRONG_SITE_PASSWORD: {
    statusCode: 401,
    description: {
      sv: 'Felaktigt lösenord, försök gärna igen.',
      en: 'Invalid password, please try again.',
      da: 'Forkert adgangskode, prøv gerne igen.',
    },
  },
  SITE_EXISTS: {
    statusCode: 409,
    description: {
      sv: 'Ditt konto har redan en sida. Öppna den för att fortsätta redigera.',
      en: 'Your account already has a site. Open it to continue editing.',
      da: 'Din konto har allerede en side. Åbn den for at fortsætte redigeringen.',
    },
  },
  SITE_VERSION_CONFLICT: {
    statusCode: 409,
    description: {
      sv: 'Sidan har sparats från ett annat fönster eller en annan enhet sedan du öppnade den, så dina ändringar sparades inte. Ladda om sidan för att fortsätta från den senaste versionen.',
      en: 'The site has been saved from another window or device since you opened it, so your changes were not saved. Reload the page to continue from the latest version.',
      da: 'Siden er blevet gemt fra et andet vindue eller en anden enhed, siden du åbnede den, så dine ændringer blev ikke gemt. Genindlæs siden for at fortsætte fra den nyeste version.',
    },
  },
  SITE_MODEL_MISMATCH: {
    statusCode: 400,
    description: {
      sv: 'Sidan kunde inte sparas eftersom den har ett annat format än den sparade. Ladda om sidan och försök igen.',
      en: 'The site could not be saved because its format differs from the stored one. Please reload the page and try again.',
      da: 'Siden kunne ikke gemmes, fordi dens format er anderledes end den gemte. Genindlæs siden, og prøv igen.',
    },
  },
  NOT_OFFERED_BY_BRAND: {
    statusCode: 400,
    description: {
      sv: 'Sidan innehåller något som inte ingår här (ett tema, en eventlogga eller en modul). Ta bort det och försök igen.',
      en: 'The site contains something that is not offered here (a theme, an event logo or a module). Remove it and try again.',
      da: 'Siden indeholder noget, der ikke tilbydes her (et tema, et eventlogo eller et modul). Fjern det, og prøv igen.',
    },
  },
  SITE_NOT_PUBLISHED: {
    statusCode: 409,
    description: {
      sv: 'Publicera sidan först, sedan kan du ändra den här inställningen.',
      en: 'Publish the site first, then you can change this setting.',
      da: 'Udgiv siden først, så kan du ændre denne indstilling.',
    },
  },
  MAP_UNAVAILABLE: {
    statusCode: 502,
    description: {
      sv: 'Kartan kunde inte hämtas just nu. Försök igen om en stund.',
      en: 'The map could not be fetched right now. Please try again in a moment.',
      da: 'Kortet kunne ikke hentes lige nu. Prøv igen om lidt.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    statusCode: 413,
    description: {
      sv: 'Det du skickade är för stort.',
      en: 'What you sent is too large.',
      da: 'Det, du sendte, er for stort.',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    statusCode: 415,
    description: {
      sv: 'Förfrågan har ett format som inte stöds. Ladda om sidan och försök igen.',
      en: 'The request has a format that is not supported. Please reload the page and try again.',
      da: 'Forespørgslen har et format, der ikke understøttes. Genindlæs siden, og prøv igen.',
    },
  },
  RATE_LIMITED: {
    statusCode: 429,
    description: {
      sv: 'Du har gjort för många försök. Vänta en stund och försök igen.',
      en: 'You have made too many attempts. Please wait a moment and try again.',
      da: 'Du har foretaget for mange forsøg. Vent lidt, og prøv igen.',
    },
  },
  INTERNAL: {
    statusCode: 500,
    description: {
      sv: 'Ett oväntat fel har inträffat. Försök igen om en stund.',
      en: 'An unexpected error occurred. Please try again in a moment.',
      da: 'Der opstod en uventet fejl. Prøv igen om lidt.',
    },
  },
  FORM_ANSWER_INVALID: {
    statusCode: 400,
    description: {
      sv: 'Några svar saknas eller är felaktiga. Kontrollera formuläret och försök igen.',
      en: 'Some answers are missing or incorrect. Please check the form and try again.',
      da: 'Nogle svar mangler eller er forkerte. Kontrollér formularen, og prøv igen.',
    },
  },
  RSVP_CLOSED: {
    statusCode: 409,
    description: {
      sv: 'Sista dagen att svara har passerat, så svaret kunde inte skickas. Hör gärna av dig direkt till {hosts}.',
      en: 'The last day to answer has passed, so the answer could not be sent. Please contact {hosts} directly.',
      da: 'Sidste frist for at svare er overskredet, så svaret kunne ikke sendes. Kontakt gerne {hosts} direkte.',
    },
  },
  WRONG_RESERVATION_PASSWORD: {
    statusCode: 403,
    description: {
      sv: 'Lösenordet stämmer inte med någon reservation av den här presenten. Använd lösenordet du angav när du reserverade.',
      en: 'The password does not match any reservation of this gift. Use the password you gave when you reserved it.',
      da: 'Adgangskoden passer ikke til nogen reservation af denne gave. Brug den adgangskode, du angav, da du reserverede.',
    },
  },
  RESERVATION_QUANTITY_UNAVAILABLE: {
    statusCode: 409,
    description: {
      sv: 'Så många finns inte kvar att reservera (eller att ta bort). Antalen på sidan visar nu hur många som är lediga.',
      en: 'That many are not available to reserve (or to remove). The page now shows how many are free.',
      da: 'Så mange er der ikke tilbage at reservere (eller at fjerne). Siden viser nu, hvor mange der er ledige.',
    },
  },
  GIFT_NOT_RESERVABLE: {
    statusCode: 409,
    description: {
      sv: 'Den här presenten går inte att reservera.',
      en: 'This gift cannot be reserved.',
      da: 'Denne gave kan ikke reserveres.',
    },
  },
  IMAGE_UNREADABLE: {
    statusCode: 415,
    description: {
      sv: 'Filen är ingen bild som vi kan läsa. Välj en bild i formatet JPEG, PNG, WebP, GIF eller AVIF.',
      en: 'The file is not an image we can read. Choose a JPEG, PNG, WebP, GIF or AVIF image.',
      da: 'Filen er ikke et billede, vi kan læse. Vælg et billede i formatet JPEG, PNG, WebP, GIF eller AVIF.',
    },
  },
  IMAGE_TOO_LARGE: {
    statusCode: 413,
    description: {
      sv: 'Bilden är för stor. Den får vara högst 20 MB och 50 megapixlar.',
      en: 'The image is too large. It may be at most 20 MB and 50 megapixels.',
      da: 'Billedet er for stort. Det må højst være 20 MB og 50 megapixel.',
    },
  },
  IMAGE_MISSING: {
    statusCode: 400,
    description: {
      sv: 'Ingen bild kom fram. Välj en bild och försök igen.',
      en: 'No image arrived. Choose an image and try again.',
      da: 'Der kom intet billede frem. Vælg et billede, og prøv igen.',
    },
  },
  CROP_SOURCE_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Bilden som skulle beskäras finns inte längre. Ladda upp den igen.',
      en: 'The image to crop no longer exists. Please upload it again.',
      da: 'Billedet, der skulle beskæres, findes ikke længere. Upload det igen.',
    },
  },
  CROP_OUTSIDE_IMAGE: {
    statusCode: 400,
    description: {
      sv: 'Utsnittet ligger utanför bilden. Välj ett utsnitt med både bredd och höjd.',
      en: 'The crop lies outside the image. Choose a crop with both a width and a height.',
      da: 'Udsnittet ligger uden for billedet. Vælg et udsnit med både bredde og højde.',
    },
  },
  PAYMENT_REQUIRED: {
    statusCode: 402,
    description: {
      sv: 'Betalningen har inte kommit fram än. Vänta en stund och försök igen.',
      en: 'The payment has not come through yet. Please wait a moment and try again.',
      da: 'Betalingen er ikke kommet igennem endnu. Vent lidt, og prøv igen.',
    },
  },
  ORDER_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Ordern finns inte.',
      en: 'The order does not exist.',
      da: 'Ordren findes ikke.',
    },
  },
  ORDER_ALREADY_PAID: {
    statusCode: 409,
    description: {
      sv: 'Ordern är redan betald.',
      en: 'The order has already been paid.',
      da: 'Ordren er allerede betalt.',
    },
  },
  PRINT_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Misslyckades att hämta tryck: trycket finns inte.',
      en: 'Failed to fetch print: the print does not exist.',
      da: 'Kunne ikke hente tryk: trykket findes ikke.',
    },
  },
  PRINT_SITE_MISMATCH: {
    statusCode: 400,
    description: {
      sv: 'Misslyckades att spara tryck: trycket hör till en annan sida. Ladda om sidan och försök igen.',
      en: 'Failed to save print: the print belongs to another site. Please reload the page and try again.',
      da: 'Kunne ikke gemme tryk: trykket hører til en anden side. Genindlæs siden, og prøv igen.',
    },
  },
  PRINT_RENDER_FAILED: {
    statusCode: 502,
    description: {
      sv: 'Ett oväntat fel uppstod och har loggats. Spara dina senaste ändringar, ladda om sidan eller kontakta support.',
      en: 'An unexpected error occurred and has been logged. Save your latest changes, reload the page or contact support.',
      da: 'Der opstod en uventet fejl, som er blevet logget. Gem dine seneste ændringer, genindlæs siden eller kontakt support.',
    },
  },
  SHIPMENT_OPTIONS_FAILED: {
    statusCode: 502,
    description: {
      sv: 'Misslyckades att hämta leveransalternativ',
      en: 'Failed to fetch delivery options',
      da: 'Kunne ikke hente leveringsmuligheder',
    },
  },
  SHIPMENT_METHOD_UNAVAILABLE: {
    statusCode: 409,
    description: {
      sv: 'Leveranssättet går inte längre att välja till den här adressen. Välj ett leveranssätt igen.',
      en: 'The delivery method can no longer be chosen for this address. Please choose a delivery method again.',
      da: 'Leveringsmetoden kan ikke længere vælges til denne adresse. Vælg en leveringsmetode igen.',
    },
  },
  HOUSEHOLD_CARDS_UNAVAILABLE: {
    statusCode: 409,
    description: {
      sv: 'Personliga QR-koder kräver en publicerad sida, en QR-kod på kortet och mellan 1 och 300 hushåll i gästlistan.',
      en: 'Personal QR codes need a published site, a QR code on the card and between 1 and 300 households on the guest list.',
      da: 'Personlige QR-koder kræver en udgivet side, en QR-kode på kortet og mellem 1 og 300 husstande på gæstelisten.',
    },
  },
  HOUSEHOLD_CARDS_QUANTITY_CHANGED: {
    statusCode: 409,
    description: {
      sv: 'Gästlistan har ändrats, så antalet kort stämmer inte längre. Ladda om sidan och beställ igen.',
      en: 'The guest list has changed, so the number of cards no longer matches. Please reload the page and order again.',
      da: 'Gæstelisten er ændret, så antallet af kort passer ikke længere. Genindlæs siden, og bestil igen.',
    },
  },
  ORDER_STEP_UNAVAILABLE: {
    statusCode: 409,
    description: {
      sv: 'Ordern kan inte flyttas till det steget härifrån.',
      en: 'The order cannot move to that step from where it is.',
      da: 'Ordren kan ikke flyttes til det trin herfra.',
    },
  },
  PAYMENT_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Betalningen finns inte.',
      en: 'The payment does not exist.',
      da: 'Betalingen findes ikke.',
    },
  },
  RECEIPT_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Det finns inget kvitto för den här betalningen, eftersom den inte är genomförd.',
      en: 'There is no receipt for this payment, since it has not been completed.',
      da: 'Der er ingen kvittering for denne betaling, da den ikke er gennemført.',
    },
  },
  NOTHING_TO_PAY: {
    statusCode: 409,
    description: {
      sv: 'Det finns inget att betala för den här adressen.',
      en: 'There is nothing to pay for this address.',
      da: 'Der er intet at betale for denne adresse.',
    },
  },
  NO_INCLUDED_REGISTRATION: {
    statusCode: 409,
    description: {
      sv: 'Den här sidan har ingen domänregistrering kvar som ingår. Välj att betala för domänen i stället.',
      en: 'This site has no included domain registration left. Please choose to pay for the domain instead.',
      da: 'Denne side har ingen inkluderet domæneregistrering tilbage. Vælg at betale for domænet i stedet.',
    },
  },
  ADDRESS_UNAVAILABLE: {
    statusCode: 409,
    description: {
      sv: 'Adressen är inte ledig. Välj en annan.',
      en: 'The address is not available. Please choose another one.',
      da: 'Adressen er ikke ledig. Vælg en anden.',
    },
  },
  ADDRESS_INVALID: {
    statusCode: 400,
    description: {
      sv: 'Adressen är ogiltig. Använd bara bokstäverna a–z, siffror och bindestreck.',
      en: 'The address is invalid. Use only the letters a–z, digits and hyphens.',
      da: 'Adressen er ugyldig. Brug kun bogstaverne a–z, tal og bindestreg.',
    },
  },
  SWISH_VALIDATION_FAILED: {
    statusCode: 422,
    description: {
      sv: 'Swish godtog inte uppgifterna. Kontrollera numret och försök igen.',
      en: 'Swish did not accept the details. Please check the number and try again.',
      da: 'Swish godtog ikke oplysningerne. Kontrollér nummeret, og prøv igen.',
    },
  },
  MOBILEPAY_VALIDATION_FAILED: {
    statusCode: 422,
    description: {
      sv: 'MobilePay godtog inte uppgifterna. Kontrollera numret och försök igen.',
      en: 'MobilePay did not accept the details. Please check the number and try again.',
      da: 'MobilePay godtog ikke oplysningerne. Kontrollér nummeret, og prøv igen.',
    },
  },
  PAYMENT_METHOD_NOT_OFFERED: {
    statusCode: 400,
    description: {
      sv: 'Det betalsättet finns inte här. Välj ett annat.',
      en: 'That payment method is not offered here. Please choose another.',
      da: 'Den betalingsmetode findes ikke her. Vælg en anden.',
    },
  },
  PAYMENT_PROVIDER_FAILED: {
    statusCode: 502,
    description: {
      sv: 'Betaltjänsten svarar inte just nu. Försök igen om en stund.',
      en: 'The payment service is not answering right now. Please try again in a moment.',
      da: 'Betalingstjenesten svarer ikke lige nu. Prøv igen om lidt.',
    },
  },
  WEBHOOK_SIGNATURE_INVALID: {
    statusCode: 400,
    description: {
      sv: 'Meddelandets signatur stämmer inte.',
      en: 'The message signature does not match.',
      da: 'Meddelelsens signatur passer ikke.',
    },
  },
  REGISTRAR_UNAVAILABLE: {
    statusCode: 502,
    description: {
      sv: 'Domänsökningen svarar inte just nu. Försök igen om en stund.',
      en: 'The domain search is not answering right now. Please try again in a moment.',
      da: 'Domænesøgningen svarer ikke lige nu. Prøv igen om lidt.',
    },
  },
  DOMAIN_REGISTRATION_FAILED: {
    statusCode: 502,
    description: {
      sv: 'Domänen kunde inte registreras. Kontakta oss så hjälper vi dig.',
      en: 'The domain could not be registered. Please contact us and we will help you.',
      da: 'Domænet kunne ikke registreres. Kontakt os, så hjælper vi dig.',
    },
  },
  HOUSEHOLD_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Hushållet finns inte längre på gästlistan. Ladda om sidan och försök igen.',
      en: 'The household is no longer on the guest list. Please reload the page and try again.',
      da: 'Husstanden findes ikke længere på gæstelisten. Genindlæs siden, og prøv igen.',
    },
  },
  HOUSEHOLD_LINK_UNKNOWN: {
    statusCode: 404,
    description: {
      sv: 'Den personliga länken gäller inte längre. Be {hosts} om en ny länk.',
      en: 'This personal link is no longer valid. Please ask {hosts} for a new one.',
      da: 'Det personlige link gælder ikke længere. Bed {hosts} om et nyt link.',
    },
  },
  NOT_ON_GUEST_LIST: {
    statusCode: 403,
    description: {
      sv: 'Vi hittar inte namnet på gästlistan. Skriv det som det står på inbjudan, eller öppna den personliga länken från inbjudan. Går det ändå inte, hör av dig till {hosts} – de ser vilket namn du skrev.',
      en: 'We cannot find the name on the guest list. Please write it as it is on the invitation, or open the personal link from the invitation. If it still does not work, please get in touch with {hosts} – they can see the name you wrote.',
      da: 'Vi kan ikke finde navnet på gæstelisten. Skriv det, som det står på invitationen, eller åbn det personlige link fra invitationen. Virker det stadig ikke, så kontakt {hosts} – de kan se det navn, du skrev.',
    },
  },
  GUEST_LIST_FULL: {
    statusCode: 409,
    description: {
      sv: 'Gästlistan rymmer högst 1 000 hushåll. Ta bort några innan du lägger till fler.',
      en: 'The guest list holds at most 1,000 households. Remove some before adding more.',
      da: 'Gæstelisten kan højst rumme 1.000 husstande. Fjern nogle, før du tilføjer flere.',
    },
  },
  REMINDERS_NOT_POSSIBLE: {
    statusCode: 409,
    description: {
      sv: 'Påminnelser kan inte skickas just nu. Sidan behöver en adress och en OSA som tar emot svar.',
      en: 'Reminders cannot be sent right now. The site needs an address and an RSVP that takes answers.',
      da: 'Påmindelser kan ikke sendes lige nu. Siden skal have en adresse og en tilmelding, der tager imod svar.',
    },
  },
  SCHEDULE_EVENT_UNKNOWN: {
    statusCode: 400,
    description: {
      sv: 'En av de valda händelserna finns inte i sidans program. Ladda om sidan och välj igen.',
      en: "One of the chosen events is not in the site's programme. Please reload the page and choose again.",
      da: 'En af de valgte begivenheder findes ikke i sidens program. Genindlæs siden, og vælg igen.',
    },
  },
  EVENT_NOT_INVITED: {
    statusCode: 403,
    description: {
      sv: 'Svaret gäller en del av programmet som du inte är inbjuden till. Ladda om sidan och svara igen.',
      en: 'The answer is for a part of the programme you are not invited to. Please reload the page and answer again.',
      da: 'Svaret gælder en del af programmet, som du ikke er inviteret til. Genindlæs siden, og svar igen.',
    },
  },
  SEATING_REVISION_CONFLICT: {
    statusCode: 409,
    description: {
      sv: 'Placeringen har ändrats i ett annat fönster eller på en annan enhet sedan du öppnade den. Den senaste versionen visas nu; gör din ändring igen.',
      en: 'The seating plan has been changed in another window or on another device since you opened it. The latest version is shown now; please make your change again.',
      da: 'Bordplanen er blevet ændret i et andet vindue eller på en anden enhed, siden du åbnede den. Den nyeste version vises nu; lav din ændring igen.',
    },
  },
  SEATING_GUEST_UNKNOWN: {
    statusCode: 400,
    description: {
      sv: 'Någon på placeringen har inte svarat ja. Ladda om sidan för att se vilka som kommer.',
      en: 'Someone on the plan has not answered yes. Please reload the page to see who is coming.',
      da: 'Nogen på bordplanen har ikke svaret ja. Genindlæs siden for at se, hvem der kommer.',
    },
  },
  SEATING_PLAN_EMPTY: {
    statusCode: 404,
    description: {
      sv: 'Det finns inget att skriva ut än: lägg till bord och placera gästerna först.',
      en: 'There is nothing to print yet: please add tables and seat the guests first.',
      da: 'Der er ikke noget at udskrive endnu: tilføj borde, og placér gæsterne først.',
    },
  },
  GIFT_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Gåvan finns inte längre på tacklistan. Ladda om sidan och försök igen.',
      en: 'The gift is no longer on the thank-you list. Please reload the page and try again.',
      da: 'Gaven findes ikke længere på takkelisten. Genindlæs siden, og prøv igen.',
    },
  },
  GIFT_NOT_REMOVABLE: {
    statusCode: 409,
    description: {
      sv: 'Bara gåvor som du själv har lagt till kan tas bort. Gästernas gåvor och reservationer står kvar.',
      en: "Only gifts you added yourself can be removed. The guests' gifts and reservations stay on the list.",
      da: 'Kun gaver, som du selv har tilføjet, kan fjernes. Gæsternes gaver og reservationer bliver stående.',
    },
  },
  PLACE_CARDS_NOT_OFFERED: {
    statusCode: 403,
    description: {
      sv: 'Tryckta placeringskort kan bara beställas för bröllopssidor. Ladda ner PDF:en och skriv ut korten själv.',
      en: 'Printed place cards can only be ordered for wedding sites. Please download the PDF and print the cards yourself.',
      da: 'Trykte bordkort kan kun bestilles til bryllupssider. Download PDF’en, og udskriv kortene selv.',
    },
  },
  PLACE_CARDS_QUANTITY_CHANGED: {
    statusCode: 409,
    description: {
      sv: 'Placeringen har ändrats, så antalet kort stämmer inte längre. Ladda om sidan och beställ igen.',
      en: 'The seating plan has changed, so the number of cards no longer matches. Please reload the page and order again.',
      da: 'Bordplanen er ændret, så antallet af kort passer ikke længere. Genindlæs siden, og bestil igen.',
    },
  },
  SPEECH_SIGNUPS_CLOSED: {
    statusCode: 409,
    description: {
      sv: 'Anmälan av tal har stängt. Kontakta toastmastern direkt om du vill tala.',
      en: 'Speech sign-up has closed. Please contact the toastmaster directly if you would like to speak.',
      da: 'Tilmeldingen til taler er lukket. Kontakt toastmasteren direkte, hvis du gerne vil holde tale.',
    },
  },
  SPEECH_SIGNUPS_FULL: {
    statusCode: 409,
    description: {
      sv: 'Det går inte att anmäla fler tal här. Kontakta toastmastern direkt.',
      en: 'No more speeches can be signed up here. Please contact the toastmaster directly.',
      da: 'Der kan ikke tilmeldes flere taler her. Kontakt toastmasteren direkte.',
    },
  },
  SPEECH_ORDER_STALE: {
    statusCode: 409,
    description: {
      sv: 'Talordningen har ändrats sedan du öppnade den, kanske av den andra toastmastern. Ladda om sidan och gör ändringen igen.',
      en: 'The running order has changed since you opened it, perhaps by the other toastmaster. Please reload the page and make your change again.',
      da: 'Talerrækkefølgen er ændret, siden du åbnede den, måske af den anden toastmaster. Genindlæs siden, og lav ændringen igen.',
    },
  },
  TOASTMASTER_LINK_INVALID: {
    statusCode: 404,
    description: {
      sv: 'Länken fungerar inte längre. Be värdparet om en ny länk till toastmasterns sida.',
      en: "This link no longer works. Please ask the hosts for a new link to the toastmaster's page.",
      da: 'Linket virker ikke længere. Bed værterne om et nyt link til toastmasterens side.',
    },
  },
  TOASTMASTER_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Toastmastern finns inte i talmodulen. Spara modulen och försök igen.',
      en: 'The toastmaster is not in the speech module. Please save the module and try again.',
      da: 'Toastmasteren findes ikke i talemodulet. Gem modulet, og prøv igen.',
    },
  },
  GUEST_PHOTOS_CLOSED: {
    statusCode: 409,
    description: {
      sv: 'Det går inte att ladda upp bilder här just nu. Värdarna har inte öppnat för bilder, eller så har de stängt.',
      en: 'Photos cannot be uploaded here right now. The hosts have not opened for photos yet, or they have closed.',
      da: 'Der kan ikke uploades billeder her lige nu. Værterne har ikke åbnet for billeder endnu, eller de har lukket.',
    },
  },
  GUEST_PHOTOS_LIMIT_REACHED: {
    statusCode: 409,
    description: {
      sv: 'Sidan har tagit emot så många bilder som får plats. Tack för att du ville dela med dig.',
      en: 'The site has received as many photos as it has room for. Thank you for wanting to share yours.',
      da: 'Siden har modtaget så mange billeder, som der er plads til. Tak, fordi du ville dele dine.',
    },
  },
  GUEST_PHOTO_UNREADABLE: {
    statusCode: 415,
    description: {
      sv: 'Filen kunde inte läsas som en bild eller film. Välj ett foto (JPEG, PNG, HEIC, WebP) eller en kort film.',
      en: 'The file could not be read as a photo or video. Please choose a photo (JPEG, PNG, HEIC, WebP) or a short video.',
      da: 'Filen kunne ikke læses som et billede eller en video. Vælg et foto (JPEG, PNG, HEIC, WebP) eller en kort video.',
    },
  },
  GUEST_PHOTO_TOO_LARGE: {
    statusCode: 413,
    description: {
      sv: 'Filen är för stor. Bilder får vara upp till 50 MB och filmer upp till 200 MB och 2 minuter.',
      en: 'The file is too large. Photos may be up to 50 MB and videos up to 200 MB and 2 minutes.',
      da: 'Filen er for stor. Billeder må fylde op til 50 MB og videoer op til 200 MB og 2 minutter.',
    },
  },
  GUEST_PHOTO_NOT_FOUND: {
    statusCode: 404,
    description: {
      sv: 'Bilden finns inte längre. Ladda om sidan.',
      en: 'The photo no longer exists. Please reload the page.',
      da: 'Billedet findes ikke længere. Genindlæs siden.',
    },
  },
  SLIDESHOW_LINK_INVALID: {
    statusCode: 404,
    description: {
      sv: 'Länken till bildspelet fungerar inte längre. Hämta den nya länken under Gästernas bilder.',
      en: "The slideshow link no longer works. Please get the new link under Guests' photos.",
      da: 'Linket til diasshowet virker ikke længere. Hent det nye link under Gæsternes billeder.',
    },
  },
  RANGE_NOT_SATISFIABLE: {
    statusCode: 416,
    description: {
      sv: 'Filen kunde inte läsas från den punkten. Ladda om sidan och försök igen.',
      en: 'The file could not be read from that point. Please reload the page and try again.',
      da: 'Filen kunne ikke læses fra det punkt. Genindlæs siden, og prøv igen.',
    },
  },
  GUEST_PHOTO_UPLOAD_BUSY: {
    statusCode: 423,
    description: {
      sv: 'Bilden tas emot på annat håll just nu. Den fortsätter strax av sig själv.',
      en: 'The photo is being received elsewhere just now. It will carry on by itself in a moment.',
      da: 'Billedet modtages et andet sted lige nu. Det fortsætter af sig selv om lidt.',
    },
  },
  HOUSEHOLD_LANGUAGE_NOT_OFFERED: {
    statusCode: 400,
    description: {
      sv: 'Hushållets språk finns inte på sidan. Välj ett av sidans språk.',
      en: "The household's language is not one of the site's languages. Please choose one of them.",
      da: 'Husstandens sprog findes ikke på siden. Vælg et af sidens sprog.',
    },
  },
  OVERLOADED: {
    statusCode: 503,
    description: {
      sv: 'Tjänsten är hårt belastad just nu. Vänta en stund och försök igen.',
      en: 'The service is very busy right now. Please wait a moment and try again.',
      da: 'Tjenesten er meget belastet lige nu. Vent et øjeblik, og prøv igen.',
    },
  },
  SERVICE_UNAVAILABLE: {
    statusCode: 503,
    description: {
      sv: 'Tjänsten är tillfälligt otillgänglig. Inget av det du sparat har gått förlorat. Försök igen om en stund.',
      en: 'The service is temporarily unavailable. Nothing you saved has been lost. Please try again in a moment.',
      da: 'Tjenesten er midlertidigt utilgængelig. Intet af det, du har gemt, er gået tabt. Prøv igen om lidt.',
    },
  },
} as const satisfies Record<ErrorCode, CatalogueEntry>;

export type { ErrorCode };
