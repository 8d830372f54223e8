/** SPEC §9: the hero carousel advances every 10 s, wrapping around after the last brand. */
export const CAROUSEL_INTERVAL_MS = 10_000;

/** SPEC §9: the logo strip shows 21 brands as 3 rows of 7. */
export const LOGO_STRIP_ROWS = 3;
export const LOGO_STRIP_ROW_LENGTH = 7;

/** SPEC §9: each row's speed in pixels per frame, first row first; rows alternate direction. */
export const LOGO_STRIP_SPEEDS_PX_PER_FRAME = [0.4, 0.6, 0.8] as const;

/** The spec's speeds assume 60 frames per second; the strip moves by time so faster screens are not faster. */
export const REFERENCE_FRAMES_PER_SECOND = 60;

/** After a long gap between frames (a background tab), the strip resumes instead of jumping ahead. */
export const LOGO_STRIP_MAX_STEP_MS = 250;

/** A horizontal swipe shorter than this is a tap or a vertical scroll, not a change of slide. */
export const SWIPE_THRESHOLD_PX = 50;
