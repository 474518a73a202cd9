/**
 * What a guest needs to pay the hosts by MobilePay in Denmark (issue 37). MobilePay documents no link or QR
 * content that opens a person-to-person payment with number, amount and comment filled in: the Vipps MobilePay
 * developer documentation (developer.vippsmobilepay.com) covers only merchant APIs (ePayment, the QR API's
 * merchant-redirect codes) that need a merchant agreement, and the earlier `mobilepay.dk/erhverv/
 * betalingslink` links for private receivers are no longer offered. So the guest page shows the hosts' number
 * with a copy button and a QR code of the number itself, which any phone camera reads as text to copy.
 */

/** The hosts' MobilePay number as a Dane types it into MobilePay: the 8 digits after the country code. */
export function mobilePayQrText(normalised: string): string {
  return normalised.replace(/^45(?=\d{8}$)/, '');
}

/** The hosts' MobilePay number as Danes write it: pairs of digits, '12 34 56 78'. */
export function formatMobilePayNumber(normalised: string): string {
  return mobilePayQrText(normalised).replace(/(\d{2})(?=\d)/g, '$1 ');
}
