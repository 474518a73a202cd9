/**
 * The owner's addresses (`000` §2.2, §2.3), built in one place. A site's screens hang under its editor's
 * path; the route table (`app/edit/routes.tsx`) matches the same shapes.
 */
const editor = (siteId: string) => `/redigera/${encodeURIComponent(siteId)}/`;
const prints = (siteId: string) => `${editor(siteId)}inbjudningar`;

export const paths = {
  login: '/logga-in',
  /** The site's editor, `/redigera/{siteId}/`; every owner screen of the site hangs under it. */
  editor,
  chooseAddress: (siteId: string) => `${editor(siteId)}valj-adress`,
  /** After a subdomain was taken or paid for; a payment's reference leads to its receipt. */
  subdomainConfirmation: (siteId: string, paymentReference?: string) =>
    `${editor(siteId)}valj-adress/subdoman/bekraftelse/${paymentReference ? encodeURIComponent(paymentReference) : ''}`,
  /** After a domain was registered; `ownDomain` for one kept at another registrar. */
  domainConfirmation: (siteId: string, ownDomain: boolean, paymentReference: string | null) => {
    const path = `${editor(siteId)}valj-adress/${ownDomain ? 'doman-annan-registrar' : 'doman'}/bekraftelse`;
    return paymentReference === null ? path : `${path}/${encodeURIComponent(paymentReference)}`;
  },
  versions: (siteId: string) => `${editor(siteId)}versioner`,
  account: (siteId: string) => `${editor(siteId)}konto`,
  prints,
  print: (siteId: string, printId: string) => `${prints(siteId)}/${encodeURIComponent(printId)}`,
  seating: (siteId: string) => `${editor(siteId)}placering`,
  /** The checkout of printed place cards for the plan of `eventId` (none: the whole day). */
  placeCardOrder: (siteId: string, eventId: string | null) =>
    `${editor(siteId)}placering/bestall${eventId === null ? '' : `?event=${encodeURIComponent(eventId)}`}`,
  /** The hosts' view of the speeches and the toastmasters' links (issue 36 item 5), of one speech module. */
  speeches: (siteId: string, moduleId?: string) =>
    `${editor(siteId)}tal${moduleId === undefined ? '' : `?modul=${encodeURIComponent(moduleId)}`}`,
  /** The hosts' moderation of the guests' photos (issue 38 item 3). */
  guestPhotos: (siteId: string) => `${editor(siteId)}bilder`,
  orderConfirmation: (siteId: string, orderId: string) =>
    `${prints(siteId)}/bekraftelse/${encodeURIComponent(orderId)}`,
};
