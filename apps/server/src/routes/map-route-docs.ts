/** The map picture's path and description, shared by its public and its owner's routes. */
export const MAP_PATH = '/:location/:zoom/:mapTheme/:markerColor/';

export const mapDescription =
  'zoom 6 to 18, mapTheme NORMAL, SILVER, RETRO, DARK or NIGHT (any case), markerColor six hex digits ' +
  "(a '0x' or '#' before them is dropped), location URL-encoded, at most 500 characters. A 640 × 420 PNG.";
