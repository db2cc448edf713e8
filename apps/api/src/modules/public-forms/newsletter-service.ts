import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  type NewsletterStatus,
  type NewsletterSubscriber,
  PUBLIC_FORM_KEYS,
} from '@hissa/contracts/public-forms/public-forms';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/public-forms.ts';
import { signToken, verifySignedToken } from '../../lib/signed-token.ts';
import { AppError } from '../../plugins/errors.ts';

/*
 * Newsletter subscriptions with double opt-in (decision 027): one row per e-mail; subscribing
 * makes it pending and sends a confirmation link; the link confirms it; every mail's unsubscribe
 * link ends it. Links carry signed tokens (lib/signed-token.ts), so nothing secret is stored.
 */

type Row = typeof newsletterSubscriptions.$inferSelect;

const CONFIRM = 'newsletter-confirm';
const UNSUBSCRIBE = 'newsletter-unsubscribe';

/** What a subscriber gives, normalised by the contracts schema. */
export type NewSubscription = {
  fullName: string;
  email: string;
  designation?: string;
  companyName?: string;
  languageCode: string;
};

/** The confirmation token of subscription `id`: works until `expiresAt`. */
export function confirmToken(secret: string, id: number, expiresAt: Date): string {
  return signToken(secret, CONFIRM, [String(id), String(Math.floor(expiresAt.getTime() / 1000))]);
}

/** The unsubscribe token of subscription `id` (never expires; the same in every mail). */
export function unsubscribeToken(secret: string, id: number): string {
  return signToken(secret, UNSUBSCRIBE, [String(id)]);
}

/**
 * Records a subscription for `email` (lower-cased): new or left ones become pending with the given
 * details; a pending one is refreshed. Returns the row and whether a confirmation mail is due
 * (false when the address is already confirmed: it is told the same, and nothing is sent).
 */
export async function subscribe(db: Db, input: NewSubscription): Promise<{ row: Row; sendConfirmation: boolean }> {
  const email = input.email.trim().toLowerCase();
  const details = {
    fullName: input.fullName,
    designation: input.designation ?? null,
    companyName: input.companyName ?? null,
    languageCode: input.languageCode,
  };
  const [existing] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  if (existing?.status === 'confirmed') return { row: existing, sendConfirmation: false };
  const [row] = existing
    ? await db
        .update(newsletterSubscriptions)
        .set({ ...details, status: 'pending', unsubscribedAt: null })
        .where(eq(newsletterSubscriptions.id, existing.id))
        .returning()
    : await db
        .insert(newsletterSubscriptions)
        .values({ ...details, email })
        .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: details })
        .returning();
  if (!row) throw new Error('newsletter subscription upsert returned no row');
  return { row, sendConfirmation: true };
}

/** When a confirmation link made now stops working. */
export function confirmExpiry(now = new Date()): Date {
  return new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS);
}

const invalidLink = () => new AppError(400, PUBLIC_FORM_KEYS.linkInvalid);

/**
 * Confirms the pending subscription of a confirmation token (idempotent for a confirmed one).
 * Errors: 400 publicForms.linkInvalid for a forged or expired token, or a subscription since left.
 */
export async function confirmSubscription(db: Db, secret: string, token: string, now = new Date()): Promise<void> {
  const [id, expiresAt] = (verifySignedToken(secret, CONFIRM, token) ?? []).map(Number);
  if (!id || !expiresAt || expiresAt * 1000 <= now.getTime()) throw invalidLink();
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.status, 'pending')))
    .returning({ id: newsletterSubscriptions.id });
  if (row) return;
  const [current] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  if (current?.status !== 'confirmed') throw invalidLink();
}

/** Ends the subscription of an unsubscribe token (idempotent). Errors: 400 publicForms.linkInvalid for a forged token. */
export async function unsubscribe(db: Db, secret: string, token: string, now = new Date()): Promise<void> {
  const [id] = (verifySignedToken(secret, UNSUBSCRIBE, token) ?? []).map(Number);
  if (!id) throw invalidLink();
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.id, id), inArray(newsletterSubscriptions.status, ['pending', 'confirmed'])));
}

/** True when `email` has a pending or confirmed subscription (the popup's "already subscribed"). */
export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.email, email.toLowerCase()),
        inArray(newsletterSubscriptions.status, ['pending', 'confirmed']),
      ),
    );
  return row !== undefined;
}

function toSubscriber(row: Row): NewsletterSubscriber {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    designation: row.designation,
    companyName: row.companyName,
    languageCode: row.languageCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** Subscribers newest first, by status; a page when `page` is given, otherwise every one (the export). */
export async function listSubscribers(
  db: Db,
  query: { status?: NewsletterStatus; page?: { page: number; size: number } },
): Promise<{ data: NewsletterSubscriber[]; total: number }> {
  const where: SQL | undefined = query.status ? eq(newsletterSubscriptions.status, query.status) : undefined;
  const select = db
    .select()
    .from(newsletterSubscriptions)
    .where(where)
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));
  const rows = query.page
    ? await select.limit(query.page.size).offset(query.page.page * query.page.size)
    : await select;
  const [total] = await db.select({ total: count() }).from(newsletterSubscriptions).where(where);
  return { data: rows.map(toSubscriber), total: total?.total ?? 0 };
}
