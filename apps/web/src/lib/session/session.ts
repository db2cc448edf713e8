import { useSyncExternalStore } from 'react';
import { TOKEN_COOKIE_LIFETIME_DAYS } from '@hissa/contracts/auth-lifetimes';
import type { TokenClaims } from '@hissa/contracts/auth';
import { SERVICE_PROVIDER_REGISTERED_COOKIE } from '@hissa/contracts/billing/marketplace-cookies';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { msUntilExpiry } from './token-expiry';

/**
 * The browser side of signing in (decision 002, with session restore). The token is kept in
 * localStorage under TOKEN_STORAGE_KEY; buyer and service-provider users also get it in the
 * TOKEN_COOKIE_NAME cookie for 365 days (contracts auth-lifetimes.ts TOKEN_COOKIE_LIFETIME_DAYS). At start a
 * stored, unexpired token is restored; a timer ends the session when the token expires. Components
 * read the session with useSession; the API client with getSessionToken.
 *
 * The claims are checked with the contracts' zod schema (token-claims.ts), which is fetched on
 * its own, so zod stays out of the start chunk (decision 045), and only when a token is to be read
 * (decision 069): `restoreStoredSession()`, awaited before the first render, fetches it only when
 * a token is stored, and `startSession` when a sign-in answers. An anonymous visit's first paint
 * does not wait for zod, nor share the connection with it.
 */

/** localStorage key of the signed-in user's token (the login answer's idToken). */
export const TOKEN_STORAGE_KEY = 'hissa.idToken';
/** Cookie holding the token of buyer (11) and service-provider (9) users. */
export const TOKEN_COOKIE_NAME = 'hissa_token';

/** The user types that get the token cookie. */
const COOKIE_USER_TYPES: readonly number[] = [USER_TYPES.buyer, USER_TYPES.serviceProvider];
/** setTimeout's upper bound (about 24.8 days); a longer-lived token re-arms the timer. */
const MAX_TIMER_MS = 2_147_483_647;

type Session = { token: string; claims: TokenClaims };

/**
 * Why a session ended: the user logged out, the token expired, the server refused it (401), or the
 * password was changed (everyone but buyers signs in again).
 */
type SessionEndReason = 'logout' | 'expired' | 'unauthorized' | 'passwordChanged';

type EndListener = (reason: SessionEndReason) => void;

const listeners = new Set<() => void>();
const endListeners = new Set<EndListener>();
let expiryTimer: number | undefined;
let lastEndReason: SessionEndReason | null = null;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage blocked: the session lives in memory for this visit only.
  }
}

/** The token cookie's raw value from `document.cookie`. */
function documentCookieValue(): string | null {
  const prefix = `${TOKEN_COOKIE_NAME}=`;
  return (
    document.cookie
      .split('; ')
      .find((part) => part.startsWith(prefix))
      ?.slice(prefix.length) ?? null
  );
}

/**
 * The token cookie's value, through the asynchronous Cookie Store API where the browser has it:
 * the first synchronous `document.cookie` read of a page blocks it (about 10 ms in Chromium, four
 * times that on a mid-range phone). Falls back to `document.cookie` when the API is missing or
 * refuses, so the first render is never held up by it.
 */
async function readCookie(): Promise<string | null> {
  let stored: string | null;
  try {
    stored =
      'cookieStore' in globalThis
        ? ((await globalThis.cookieStore.get(TOKEN_COOKIE_NAME))?.value ?? null)
        : documentCookieValue();
  } catch {
    stored = documentCookieValue();
  }
  return stored ? decodeURIComponent(stored) : null;
}

function writeCookie(token: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = token === null ? 0 : TOKEN_COOKIE_LIFETIME_DAYS * 24 * 60 * 60;
  document.cookie = `${TOKEN_COOKIE_NAME}=${token === null ? '' : encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** The claims reader (token-claims.ts), fetched on the first call. */
let claimsReader: Promise<(token: string) => TokenClaims | null> | null = null;

/** The claims of `token`, or null when it has none that are valid; fetches the reader first if needed. */
async function readClaims(token: string): Promise<TokenClaims | null> {
  claimsReader ??= import('./token-claims').then((module) => module.decodeTokenClaims);
  return (await claimsReader)(token);
}

let current: Session | null = null;

function emit(): void {
  listeners.forEach((listener) => listener());
}

function armExpiryTimer(): void {
  window.clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!current) return;
  const remaining = msUntilExpiry(current.claims);
  if (remaining <= 0) {
    endSession('expired');
    return;
  }
  expiryTimer = window.setTimeout(
    () => {
      if (current && msUntilExpiry(current.claims) <= 0) endSession('expired');
      else armExpiryTimer();
    },
    Math.min(remaining, MAX_TIMER_MS),
  );
}

/**
 * Restores a stored token that is still valid, from localStorage or (buyers, providers) the
 * cookie, and arms its expiry timer; forgets an invalid or expired one. Await it before the first
 * render: it fetches the claims reader only when a token is stored, so an anonymous visit starts
 * without waiting for it.
 */
export async function restoreStoredSession(): Promise<void> {
  const tokens = [readStorage(), await readCookie()].filter((token): token is string => Boolean(token));
  // Nothing stored: nothing to restore or forget (a write to document.cookie blocks as a read does).
  if (tokens.length === 0) return;
  for (const token of tokens) {
    const claims = await readClaims(token);
    if (claims && msUntilExpiry(claims) > 0) {
      current = { token, claims };
      armExpiryTimer();
      return;
    }
  }
  writeStorage(null);
  writeCookie(null);
}

/**
 * Signs in with a token from the login or change-password answer: stores it (and the cookie
 * for buyers and service providers), arms the expiry timer and re-renders every reader.
 * Rejects when the token's claims cannot be read.
 */
export async function startSession(token: string): Promise<Session> {
  const claims = await readClaims(token);
  if (!claims) throw new Error('The sign-in token has no readable claims');
  current = { token, claims };
  lastEndReason = null;
  writeStorage(token);
  writeCookie(COOKIE_USER_TYPES.includes(claims.type) ? token : null);
  armExpiryTimer();
  emit();
  return current;
}

/**
 * Ends the session (logout): forgets the user, the stored token, the cookie and the timer, then
 * tells the end listeners (the app navigates to login and clears cached data). Does nothing when no
 * one is signed in.
 */
export function endSession(reason: SessionEndReason): void {
  if (!current) return;
  current = null;
  lastEndReason = reason;
  window.clearTimeout(expiryTimer);
  expiryTimer = undefined;
  writeStorage(null);
  writeCookie(null);
  // the plan-step hint belongs to the account signing out (decision 022)
  document.cookie = `${SERVICE_PROVIDER_REGISTERED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  emit();
  endListeners.forEach((listener) => listener(reason));
}

/** Calls `listener` whenever a session ends; returns the unsubscribe function. */
export function onSessionEnd(listener: EndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Why the last session ended in this tab (null when none has, or a new one started). */
export function getLastEndReason(): SessionEndReason | null {
  return lastEndReason;
}

/** The current token, for the API client's bearer header. */
export function getSessionToken(): string | null {
  return current?.token ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in session, or null; components re-render when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, () => current);
}

// Another tab signing out (or in as someone else) applies here too.
window.addEventListener('storage', (event) => {
  if (event.key !== TOKEN_STORAGE_KEY) return;
  if (event.newValue === null) {
    endSession('logout');
    return;
  }
  const token = event.newValue;
  if (token === current?.token) return;
  void readClaims(token).then((claims) => {
    // Only the token still stored applies: the other tab may have changed it again meanwhile.
    if (!claims || token === current?.token || readStorage() !== token) return;
    current = { token, claims };
    armExpiryTimer();
    emit();
  });
});
