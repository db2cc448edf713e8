/** The full-page loader's minimum display time in ms (marketplace.txt section 9). */
export const FULL_PAGE_LOADER_MIN_MS = 300;
