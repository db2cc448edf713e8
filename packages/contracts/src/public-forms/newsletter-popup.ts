// When the newsletter popup opens: no schema, so the web's start chunk can read it without zod
// (decision 050). public-forms.ts re-exports it.

/** The popup (meeting-and-shell §4, §9): past 25 % of the page, scroll events throttled 200 ms. */
export const NEWSLETTER_POPUP = { scrollThreshold: 0.25, throttleMs: 200 } as const;
