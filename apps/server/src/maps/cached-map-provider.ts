import type { MapProvider, MapRequest } from './map-provider';

const keyOf = (request: MapRequest) =>
  JSON.stringify([request.location, request.zoom, request.mapTheme, request.markerColor]);

/**
 * Keeps the most recently asked-for pictures in memory. Guests' browsers load a site's map from the same
 * address over and over, and each drawing costs CPU (offline) or a paid call (a static-map service).
 */
export class CachedMapProvider implements MapProvider {
  private readonly pictures = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly provider: MapProvider,
    private readonly capacity = 200,
  ) {}

  render(request: MapRequest): Promise<Buffer> {
    const key = keyOf(request);
    const cached = this.pictures.get(key);
    if (cached) {
      // Re-inserted so that the Map's order stays least recently used first.
      this.pictures.delete(key);
      this.pictures.set(key, cached);
      return cached;
    }
    return this.draw(key, request);
  }

  /** Draws anew and keeps the new picture (`?preventCache=true`). */
  refresh(request: MapRequest): Promise<Buffer> {
    const key = keyOf(request);
    this.pictures.delete(key);
    return this.draw(key, request);
  }

  private draw(key: string, request: MapRequest): Promise<Buffer> {
    const picture = this.provider.render(request);
    this.pictures.set(key, picture);
    // A failure is not kept: the next request tries again.
    picture.catch(() => {
      if (this.pictures.get(key) === picture) this.pictures.delete(key);
    });
    if (this.pictures.size > this.capacity) {
      const oldest = this.pictures.keys().next().value;
      if (oldest !== undefined) this.pictures.delete(oldest);
    }
    return picture;
  }
}
