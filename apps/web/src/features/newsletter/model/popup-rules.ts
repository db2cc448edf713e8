import { NEWSLETTER_POPUP } from '@hissa/contracts/public-forms/newsletter-popup';

/*
 * When the newsletter popup opens by itself (meeting-and-shell §4): the visitor has scrolled past
 * 25 % of the page, has not closed or used it this session, and is not a subscribed signed-in user.
 */

/** The sessionStorage flag set when the popup is closed or used. */
export const POPUP_SESSION_KEY = 'hissa.newsletterPopupDone';

/** How far down the page the visitor is, 0 to 1 (1 for a page that does not scroll). */
export function scrolledFraction(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  return scrollable <= 0 ? 1 : Math.min(1, Math.max(0, scrollY / scrollable));
}

/** True when the popup should open by itself now. */
export function shouldAutoOpen(state: {
  fraction: number;
  isDoneThisSession: boolean;
  isSubscribed: boolean;
}): boolean {
  return !state.isDoneThisSession && !state.isSubscribed && state.fraction > NEWSLETTER_POPUP.scrollThreshold;
}
