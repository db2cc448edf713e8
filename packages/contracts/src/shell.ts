/** The full-page loader's minimum display time in ms. */
export const FULL_PAGE_LOADER_MIN_MS = 300;
