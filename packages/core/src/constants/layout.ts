/** The menu shows inline while its links fit within this many pixels (`001` §2 "Anchors and menu", §9). */
export const MENU_FIT_TOLERANCE_PX = 2;

/** A drawer counts as mobile below this width (`002` §2.4). */
export const DRAWER_MOBILE_BREAKPOINT_PX = 1336;

/** After a module moves, the view scrolls to it with this offset (`002` §4 "Modules"). */
export const MODULE_SCROLL_OFFSET_PX = 100;
