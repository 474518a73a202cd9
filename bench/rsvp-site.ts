/**
 * What the benches that fill a site share: calls to the compiled server, an owner with a published site
 * holding one RSVP module (bought with the simulated card, as an owner would, since guests answer published
 * sites only), and a household answering through its personal link.
 */
import { randomBytes } from 'node:crypto';

/** A post key is accepted this long after it was handed out (the anti-spam rule). */
const POST_KEY_MIN_AGE_MS = 3_100;

const FORM_ELEMENTS = [
  { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true },
  {
    id: 'coming',
    formElementType: 'SingleSelect',
    label: { sv: 'Kommer du?' },
    options: [
      { id: 'coming-yes', text: { sv: 'Ja' } },
      { id: 'coming-no', text: { sv: 'Nej' } },
    ],
  },
] as const;

/** The calls of the compiled server at `base` (e.g. `http://localhost:4425`). */
export function rsvpSiteCalls(base: string) {
  async function call(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.cookie) headers.cookie = init.cookie;
    const response = await fetch(`${base}${path}`, { ...init, headers });
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return response;
  }

  /** A new owner with a published site holding one RSVP module. */
  async function ownerWithSite(): Promise<{ cookie: string; siteId: string }> {
    const registered = await call('/api/accounts/register/', {
      method: 'POST',
      body: JSON.stringify({
        mail: `bench-${randomBytes(4).toString('hex')}@example.se`,
        password: 'bench-lösen-1',
      }),
    });
    const cookie = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const site = {
      theme: 'theme4',
      usesSiteModules: true,
      fonts: { heading: 'Playfair Display', text: 'Lato' },
      siteModules: [
        {
          id: 'rsvp',
          siteModuleType: 'Rsvp',
          title: { sv: 'OSA' },
          maxNumberOfGuests: 4,
          form: { formElements: FORM_ELEMENTS },
        },
      ],
    };
    const created = await call('/api/sites/V2', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ site, wizardData: null }),
    });
    const siteId = ((await created.json()) as { site: { _id: string } }).site._id;
    const payment = await call(`/api/sites/${siteId}/payment/stripe`, {
      method: 'POST',
      cookie,
      body: JSON.stringify({ paymentProduct: 'subdomain', host: `bench-${siteId}.party.localhost` }),
    });
    const { client_secret: clientSecret, reference } = (await payment.json()) as {
      client_secret: string;
      reference: string;
    };
    await call('/dev/card/confirm', {
      method: 'POST',
      body: JSON.stringify({ clientSecret, cardNumber: '4242 4242 4242 4242' }),
    });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const check = await call(`/api/sites/${siteId}/payment/stripe/${reference}`, { cookie });
      if (((await check.json()) as { paymentConfirmed: boolean }).paymentConfirmed) return { cookie, siteId };
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error('the simulated payment was not confirmed');
  }

  /** Every member of the household answers yes (or no) through its personal link. */
  async function answerThroughLink(
    siteId: string,
    household: { token: string; members: readonly string[] },
    yes = true,
  ): Promise<void> {
    const { key } = (await (await call('/api/rsvps/post-key')).json()) as { key: string };
    await new Promise((done) => setTimeout(done, POST_KEY_MIN_AGE_MS));
    const [name, coming] = FORM_ELEMENTS;
    const option = coming.options[yes ? 0 : 1];
    await call(`/api/rsvps/${siteId}/v4/`, {
      method: 'POST',
      body: JSON.stringify({
        guests: household.members.map((member) => ({
          formElements: [
            { formElement: name, value: member, selectedOption: null },
            { formElement: coming, value: null, selectedOption: option },
          ],
        })),
        language: 'sv',
        groupIdentifier: randomBytes(8).toString('hex'),
        postKey: key,
        formId: 'rsvp',
        formTitle: { sv: 'OSA' },
        householdToken: household.token,
      }),
    });
  }

  return { call, ownerWithSite, answerThroughLink };
}
