/** The external maps search a Location module links to (`001` "Location"): the place, URL-encoded. */
export function mapsSearchUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}
