import sharp from 'sharp';
import { AppError } from '../errors/app-error';
import { MAP_HEIGHT, MAP_WIDTH, type MapProvider, type MapRequest } from './map-provider';

export interface StaticMapProviderOptions {
  /** The service's URL with {location} {zoom} {color} {theme} {width} {height} {key} to fill in. */
  urlTemplate: string;
  apiKey: string;
  timeoutMs?: number;
}

/** A map picture larger than this is not a map picture. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

function unavailable(message: string, cause?: unknown): AppError {
  return new AppError('MAP_UNAVAILABLE', { message, cause });
}

/**
 * The real adapter (`decisions.md` §6, `MAP_PROVIDER=static`): fetches the picture from a static-map
 * service, such as Google's Static Maps API with
 * `https://maps.googleapis.com/maps/api/staticmap?center={location}&zoom={zoom}&size={width}x{height}&markers=color:0x{color}|{location}&key={key}`.
 * The answer is decoded and re-encoded as PNG, so only a real picture is ever passed on.
 */
export class StaticMapProvider implements MapProvider {
  constructor(private readonly options: StaticMapProviderOptions) {}

  /** The service's address for a request; every value is URL-encoded. */
  urlFor(request: MapRequest): string {
    const values: Record<string, string> = {
      location: request.location,
      zoom: String(request.zoom),
      color: request.markerColor,
      theme: request.mapTheme,
      width: String(MAP_WIDTH),
      height: String(MAP_HEIGHT),
      key: this.options.apiKey,
    };
    return this.options.urlTemplate.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = values[name];
      return value === undefined ? placeholder : encodeURIComponent(value);
    });
  }

  async render(request: MapRequest): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(this.urlFor(request), {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        redirect: 'follow',
      });
    } catch (error) {
      throw unavailable('The map service could not be reached.', error);
    }
    if (!response.ok) throw unavailable(`The map service answered ${response.status}.`);
    if (!(response.headers.get('content-type') ?? '').startsWith('image/')) {
      throw unavailable('The map service did not answer with a picture.');
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES) {
      throw unavailable('The map service answered with too large a picture.');
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > MAX_PICTURE_BYTES)
      throw unavailable('The map service answered with too large a picture.');
    try {
      return await sharp(body).png().toBuffer();
    } catch (error) {
      throw unavailable('The map service answered with a picture that cannot be read.', error);
    }
  }
}
