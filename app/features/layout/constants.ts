/** SPEC §9 constants of the shared layout. Tailwind classes repeat the first three where CSS needs them. */
export const HEADER_HEIGHT_PX = 80;
export const MOBILE_MENU_MAX_HEIGHT_PX = 300;
export const MOBILE_MENU_TRANSITION_S = 0.3;
/** The banner shows on scrolling up once the page is more than this far from the top. */
export const BANNER_SHOW_AFTER_PX = 50;
/** The marquee's duration is its width / 40 seconds: about 40 px per second. */
export const BANNER_SPEED_PX_PER_S = 40;
export const SCROLL_TO_TOP_REPEAT_DELAY_MS = 10;
