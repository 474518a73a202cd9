import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { AppError } from '../../src/errors/app-error';
import { StaticMapProvider } from '../../src/maps/static-map-provider';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';
import { unusedPort } from '../helpers/fake-smtp-server';
import { createSite } from '../helpers/sites';

const REQUEST = {
  location: 'Grinda Wärdshus & bryggan',
  zoom: 13,
  mapTheme: 'RETRO',
  markerColor: 'ea4335',
} as const;

/** A stand-in for a static-map service: answers what `answer` says and remembers the URLs asked for. */
function startMapService() {
  const asked: string[] = [];
  let answer: (response: ServerResponse) => void = () => {};
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    asked.push(request.url ?? '');
    answer(response);
  });
  return {
    asked,
    setAnswer(next: (response: ServerResponse) => void) {
      answer = next;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('StaticMapProvider', () => {
  const service = startMapService();
  let base: string;
  let jpeg: Buffer;
  beforeAll(async () => {
    base = await service.start();
    jpeg = await sharp({ create: { width: 640, height: 420, channels: 3, background: '#aaccee' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => service.close());

  const provider = () =>
    new StaticMapProvider({
      urlTemplate: `${base}/staticmap?center={location}&zoom={zoom}&size={width}x{height}&markers=color:0x{color}&style={theme}&key={key}`,
      apiKey: 'k&y=1',
      timeoutMs: 2000,
    });

  it('fills in the URL, every value encoded', () => {
    expect(provider().urlFor(REQUEST)).toBe(
      `${base}/staticmap?center=Grinda%20W%C3%A4rdshus%20%26%20bryggan&zoom=13&size=640x420&markers=color:0xea4335&style=RETRO&key=k%26y%3D1`,
    );
  });

  it('fetches the picture and passes it on as PNG', async () => {
    service.setAnswer((response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
    const picture = await provider().render(REQUEST);
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'png', width: 640, height: 420 });
    expect(service.asked.at(-1)).toContain('center=Grinda%20W%C3%A4rdshus');
  });

  it('fails with MAP_UNAVAILABLE when the service errs, answers no picture or cannot be reached', async () => {
    const failures: ((response: ServerResponse) => void)[] = [
      (response) => response.writeHead(500).end('down'),
      (response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>'),
      (response) => response.writeHead(200, { 'content-type': 'image/png' }).end('not a png'),
    ];
    for (const failure of failures) {
      service.setAnswer(failure);
      await expect(provider().render(REQUEST)).rejects.toMatchObject({
        code: 'MAP_UNAVAILABLE',
        statusCode: 502,
      });
    }
    const unreachable = new StaticMapProvider({
      urlTemplate: `http://127.0.0.1:${await unusedPort()}/{location}`,
      apiKey: '',
    });
    await expect(unreachable.render(REQUEST)).rejects.toBeInstanceOf(AppError);
  });
});

describe('MAP_PROVIDER=static', () => {
  const service = startMapService();
  let app: App;
  let siteId: string;
  beforeAll(async () => {
    const base = await service.start();
    app = await buildTestApp({
      env: {
        MAP_PROVIDER: 'static',
        STATIC_MAP_URL_TEMPLATE: `${base}/map?c={location}&key={key}`,
        MAP_API_KEY: 'secret-key',
      },
    });
    siteId = await createSite(app, (await registerAccount(app)).cookie);
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  it('serves the pictures of the service, and 502 while it fails', async () => {
    const png = await sharp({ create: { width: 640, height: 420, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    service.setAnswer((response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
    const response = await app.inject({ url: `/api/sites/${siteId}/maps/Lund/12/NORMAL/0xea4335/` });
    expect(response.statusCode, response.body).toBe(200);
    expect(service.asked.at(-1)).toBe('/map?c=Lund&key=secret-key');

    service.setAnswer((failure) => failure.writeHead(503).end());
    const failed = await app.inject({ url: `/api/sites/${siteId}/maps/Malm%C3%B6/12/NORMAL/0xea4335/` });
    const error = expectErrorResponse(failed, 502);
    expect(JSON.stringify(error)).not.toContain('secret-key');
  });
});
