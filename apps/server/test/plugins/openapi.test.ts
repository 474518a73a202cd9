import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-test-app';

describe('the OpenAPI document', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lists every route with its schemas at /api/docs/json', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/accounts/login/',
      '/api/accounts/logout/',
      '/api/accounts/me/',
      '/api/accounts/me/export',
      '/api/accounts/register/',
      '/api/accounts/reset-password/',
      '/api/answer-pages/{siteId}/{moduleId}',
      '/api/config',
      '/api/feedback',
      '/api/form-submissions/post-key',
      '/api/form-submissions/{siteId}',
      '/api/form-submissions/{siteId}/',
      '/api/form-submissions/{siteId}/{answerId}',
      '/api/gift-pot-pages/{siteId}/{potId}',
      '/api/gift-registry/{siteId}/{moduleId}/{itemId}',
      '/api/gift-registry/{siteId}/{moduleId}/{itemId}/v2',
      '/api/gifts/{siteId}/{potId}',
      '/api/guest-photos/slideshow/{token}',
      '/api/guest-photos/slideshow/{token}/events',
      '/api/images/demo/{file}',
      '/api/images/uploads/{*}',
      '/api/logs/',
      '/api/mobilePayPayments/{mobilePayId}',
      '/api/mobilepay/webhook',
      '/api/orders/{orderId}',
      '/api/orders/{orderId}/payment/mobilepay',
      '/api/orders/{orderId}/payment/receipt/{reference}',
      '/api/orders/{orderId}/payment/stripe',
      '/api/orders/{orderId}/payment/stripe/{reference}',
      '/api/orders/{orderId}/payment/swish',
      '/api/reservation-pages/{siteId}/{moduleId}/{itemId}',
      '/api/rsvps/post-key',
      '/api/rsvps/{siteId}',
      '/api/rsvps/{siteId}/caterer',
      '/api/rsvps/{siteId}/diet-questions',
      '/api/rsvps/{siteId}/v3/',
      '/api/rsvps/{siteId}/v4',
      '/api/rsvps/{siteId}/v4/',
      '/api/rsvps/{siteId}/v4/{rsvpId}',
      '/api/rsvps/{siteId}/write-to-hosts',
      '/api/rsvps/{siteId}/{rsvpId}',
      '/api/sites/V2',
      '/api/sites/V2/{siteId}',
      '/api/sites/public/host/{host}',
      '/api/sites/public/{id}',
      '/api/sites/public/{id}/calendar.ics',
      '/api/sites/public/{id}/calendar/{eventId}.ics',
      '/api/sites/public/{id}/login',
      '/api/sites/public/{siteId}/diet-questions',
      '/api/sites/public/{siteId}/gift-pot/{potId}/qr',
      '/api/sites/public/{siteId}/guest-photos',
      '/api/sites/public/{siteId}/guest-photos/files/{file}',
      '/api/sites/public/{siteId}/households/{token}',
      '/api/sites/public/{siteId}/households/{token}/answer',
      '/api/sites/public/{siteId}/seating/search',
      '/api/sites/quick-start/crop-image/v2',
      '/api/sites/quick-start/maps/{location}/{zoom}/{mapTheme}/{markerColor}/',
      '/api/sites/quick-start/upload-image',
      '/api/sites/quick-start/{demoHost}',
      '/api/sites/{siteId}',
      '/api/sites/{siteId}/account',
      '/api/sites/{siteId}/crop-image/v2',
      '/api/sites/{siteId}/gifts',
      '/api/sites/{siteId}/gifts.xlsx',
      '/api/sites/{siteId}/gifts/{giftId}',
      '/api/sites/{siteId}/guest-photos',
      '/api/sites/{siteId}/guest-photos/archive.zip',
      '/api/sites/{siteId}/guest-photos/links',
      '/api/sites/{siteId}/guest-photos/links/slideshow',
      '/api/sites/{siteId}/guest-photos/sign.pdf',
      '/api/sites/{siteId}/guest-photos/uploads',
      '/api/sites/{siteId}/guest-photos/uploads/{uploadId}',
      '/api/sites/{siteId}/guest-photos/{photoId}',
      '/api/sites/{siteId}/host',
      '/api/sites/{siteId}/host/dns-instructions',
      '/api/sites/{siteId}/host/domain-available/{fullDomain}',
      '/api/sites/{siteId}/host/domain-registration/register-included',
      '/api/sites/{siteId}/host/domain-registration/register/{paymentReference}',
      '/api/sites/{siteId}/host/subdomain-available/{fullHost}',
      '/api/sites/{siteId}/households',
      '/api/sites/{siteId}/households/events',
      '/api/sites/{siteId}/households/import',
      '/api/sites/{siteId}/households/reminders',
      '/api/sites/{siteId}/households/reminders/settings',
      '/api/sites/{siteId}/households/{householdId}',
      '/api/sites/{siteId}/households/{householdId}/token',
      '/api/sites/{siteId}/maps/preview/{location}/{zoom}/{mapTheme}/{markerColor}/',
      '/api/sites/{siteId}/maps/{location}/{zoom}/{mapTheme}/{markerColor}/',
      '/api/sites/{siteId}/metaNoindex',
      '/api/sites/{siteId}/password',
      '/api/sites/{siteId}/payment/mobilepay',
      '/api/sites/{siteId}/payment/receipt/{reference}',
      '/api/sites/{siteId}/payment/stripe',
      '/api/sites/{siteId}/payment/stripe/{reference}',
      '/api/sites/{siteId}/payment/swish',
      '/api/sites/{siteId}/qr/{host}/png',
      '/api/sites/{siteId}/seating',
      '/api/sites/{siteId}/seating/place-card-orders',
      '/api/sites/{siteId}/seating/place-card-orders/shipmentMethods',
      '/api/sites/{siteId}/seating/place-cards.pdf',
      '/api/sites/{siteId}/seating/plan.pdf',
      '/api/sites/{siteId}/seating/seating.xlsx',
      '/api/sites/{siteId}/seating/table-cards.pdf',
      '/api/sites/{siteId}/speeches',
      '/api/sites/{siteId}/speeches/toastmasters/{toastmasterId}/link',
      '/api/sites/{siteId}/upload-image',
      '/api/sites/{siteId}/versions',
      '/api/sites/{siteId}/versions/{siteVersion}/restore',
      '/api/speeches/{siteId}/v2',
      '/api/stripe/webhook',
      '/api/swish/callback',
      '/api/swish/refund-callback',
      '/api/swishPayments/{swishId}',
      '/api/tls/allowed',
      '/api/toastmaster/{token}',
      '/api/toastmaster/{token}/notify',
      '/api/toastmaster/{token}/order',
      '/api/toastmaster/{token}/running-order.pdf',
      '/da/integritetspolicy',
      '/dev/card/confirm',
      '/dev/mail',
      '/dev/mail/messages.json',
      '/dev/mobilepay',
      '/dev/mobilepay/auto-approve',
      '/dev/mobilepay/payments.json',
      '/dev/mobilepay/payments/{reference}/{outcome}',
      '/dev/sites/{siteId}/included-domain-registrations',
      '/dev/swish',
      '/dev/swish/auto-approve',
      '/dev/swish/requests.json',
      '/dev/swish/requests/{id}/{outcome}',
      '/en/integritetspolicy',
      '/health/live',
      '/health/ready',
      '/integritetspolicy',
      '/sv/integritetspolicy',
    ]);
    expect(Object.keys(document.paths['/api/accounts/reset-password/'] ?? {}).sort()).toEqual([
      'post',
      'put',
    ]);
    expect(document.paths['/api/accounts/login/']?.post?.requestBody).toBeDefined();
    expect(JSON.stringify(document.paths['/api/accounts/login/']?.post?.responses['401'])).toContain(
      '#/components/schemas/ErrorResponse',
    );
    expect(document.components.schemas).toHaveProperty('ErrorResponse');
  });

  it("shows the day's events in the guest list's, the personal link's and the RSVP's schemas", async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const operation = (path: string, method: string) =>
      JSON.stringify(document.paths[path]?.[method] ?? null);
    expect(operation('/api/sites/{siteId}/households', 'post')).toContain('"events"');
    expect(operation('/api/sites/{siteId}/households', 'get')).toContain('"eventCounts"');
    expect(operation('/api/sites/{siteId}/households/events', 'put')).toContain('"householdIds"');
    expect(operation('/api/sites/public/{siteId}/households/{token}', 'get')).toContain('"invitedEvents"');
    expect(operation('/api/sites/public/{siteId}/households/{token}/answer', 'get')).toContain(
      '"attendance"',
    );
    expect(operation('/api/rsvps/{siteId}/v4/', 'post')).toContain('"attendance"');
    expect(operation('/api/rsvps/{siteId}/v4', 'get')).toContain('"attendance"');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger');
  });
});
