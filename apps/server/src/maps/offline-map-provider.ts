import sharp from 'sharp';
import { drawOfflineMap } from './draw-offline-map';
import type { MapProvider, MapRequest } from './map-provider';

/** The default map provider: draws the picture here, needing no service and no key (`decisions.md` §6). */
export class OfflineMapProvider implements MapProvider {
  async render(request: MapRequest): Promise<Buffer> {
    return sharp(Buffer.from(drawOfflineMap(request)))
      .png({ compressionLevel: 9, palette: false })
      .toBuffer();
  }
}
