/** Layout sizes of spec section 9. */
export const TOPBAR_HEIGHT = 64;
export const SIDENAV_WIDTH = 260;
export const SIDENAV_COMPACT_WIDTH = 80;
export const CONTAINED_WIDTH = 1200;
export const POPUP_WIDTH = 360;
/** Top-level entries the horizontal menu shows before folding the rest into `More`. */
export const HORIZONTAL_MAX_ITEMS = 6;
