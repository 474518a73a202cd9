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
      '/api/accounts/register/',
      '/api/accounts/reset-password/',
      '/api/config',
      '/api/logs/',
      '/dev/mail',
      '/dev/mail/messages.json',
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

  it('serves Swagger UI at /api/docs', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger');
  });
});
