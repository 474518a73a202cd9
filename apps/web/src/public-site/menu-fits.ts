/* A file of its own, importing nothing: the guest's boot script folds the menu with it too. */

/** `001` §9: the links may overflow the width by this much and still show inline. */
const MENU_FIT_TOLERANCE_PX = 2;

export function menuFits(linksWidth: number, availableWidth: number): boolean {
  return linksWidth <= availableWidth + MENU_FIT_TOLERANCE_PX;
}
