import { DEMO_MAP_SIZES, type MapTheme } from '@eventsite/core';

/** What a map picture shows (`001` §3 "Location"); the marker colour is six lower-case hex digits. */
export interface MapRequest {
  location: string;
  zoom: number;
  mapTheme: MapTheme;
  markerColor: string;
}

/** Map pictures are as large as the demo's (`001` §9): 640 × 420. */
export const MAP_WIDTH = DEMO_MAP_SIZES[0];
export const MAP_HEIGHT = DEMO_MAP_SIZES[1];

/** Draws or fetches a map picture as a PNG (`decisions.md` §6: a real adapter and an offline default). */
export interface MapProvider {
  render(request: MapRequest): Promise<Buffer>;
}
