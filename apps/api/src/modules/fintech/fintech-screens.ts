import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type SavedScreen,
  SAVED_SCREENS_MAX,
  type Screen,
  filterText,
  screenFilters,
} from '@hissa/contracts/fintech/fintech-screener';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { fintechSavedScreens } from '../../db/schema/fintech.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { matchingIds } from './fintech-screener-queries.ts';

/*
 * Saved screens and their alerts (decision 031): a signed-in user saves a screen (name + query);
 * the alert job compares what each screen matches with what it matched last time and e-mails the
 * owner when companies or rounds were added.
 */

type ScreenRow = typeof fintechSavedScreens.$inferSelect;

function toSavedScreen(row: ScreenRow): SavedScreen {
  const { view, f, sort, direction } = row.screen;
  return {
    screenId: row.id,
    name: row.name,
    screen: { view, f, ...(sort && { sort }), ...(direction && { direction }) },
    createdAt: row.createdAt.toISOString(),
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
  };
}

/** The user's saved screens, newest first. */
export async function listScreens(db: Db, userId: number): Promise<SavedScreen[]> {
  const rows = await db
    .select()
    .from(fintechSavedScreens)
    .where(eq(fintechSavedScreens.userId, userId))
    .orderBy(desc(fintechSavedScreens.createdAt), desc(fintechSavedScreens.id));
  return rows.map(toSavedScreen);
}

/**
 * Saves a screen for the user with what it matches now (so its first alert is about what comes
 * after). Errors: 409 fintech.tooManyScreens past SAVED_SCREENS_MAX (counted under a lock of the user's row).
 */
export async function saveScreen(db: Db, userId: number, name: string, screen: Screen): Promise<SavedScreen> {
  const stored: Screen = { ...screen, f: screenFilters(screen).map(filterText) };
  const known = await matchingIds(db, stored);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(fintechSavedScreens)
      .where(eq(fintechSavedScreens.userId, userId));
    if (Number(count?.n ?? 0) >= SAVED_SCREENS_MAX) throw new AppError(409, 'fintech.tooManyScreens');
    const [row] = await tx
      .insert(fintechSavedScreens)
      .values({
        userId,
        name,
        screen: stored,
        knownFintechIds: stored.view === 'companies' ? known : [],
        knownRoundIds: stored.view === 'rounds' ? known : [],
      })
      .returning();
    if (!row) throw new Error('screen not saved');
    return toSavedScreen(row);
  });
}

/** Deletes the user's screen. Errors: 404 fintech.screenNotFound when it is not theirs or unknown. */
export async function deleteScreen(db: Db, userId: number, screenId: number): Promise<void> {
  const deleted = await db
    .delete(fintechSavedScreens)
    .where(and(eq(fintechSavedScreens.id, screenId), eq(fintechSavedScreens.userId, userId)))
    .returning({ id: fintechSavedScreens.id });
  if (deleted.length === 0) throw new AppError(404, 'fintech.screenNotFound');
}

/** What the alert job needs: the database, the mailer and the web app's address for the link. */
export type ScreenAlertsContext = { db: Db; mailer: Mailer; appUrl: string };

/** The screener's URL of a saved screen (what the alert links to). */
export function screenUrl(appUrl: string, screen: Screen): string {
  const search = new URLSearchParams();
  if (screen.view !== 'companies') search.set('view', screen.view);
  for (const text of screen.f) search.append('f', text);
  if (screen.sort) search.set('sort', screen.sort);
  if (screen.direction) search.set('direction', screen.direction);
  const query = search.toString();
  return `${appUrl}/fintech/fintech-screener${query ? `?${query}` : ''}`;
}

/**
 * The alert job: for every saved screen, the companies (companies view) or rounds (rounds view)
 * it matches now that it did not match at the last run; when there are any, one e-mail to the
 * owner (fintechScreenAlert, in their language) with how many and the screen's link. Then the
 * screen remembers what it matches. Returns how many e-mails went out. A mail that fails is
 * logged and the screen is left as it was, so the next run tries again.
 */
export async function runScreenAlerts(
  context: ScreenAlertsContext,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  const rows = await context.db
    .select({
      screen: fintechSavedScreens,
      email: users.email,
      firstName: users.firstName,
      language: users.preferredLanguage,
    })
    .from(fintechSavedScreens)
    .innerJoin(users, eq(users.id, fintechSavedScreens.userId))
    .orderBy(fintechSavedScreens.id);
  let sent = 0;
  for (const { screen, email, firstName, language } of rows) {
    const current = await matchingIds(context.db, screen.screen);
    const known = new Set(screen.screen.view === 'rounds' ? screen.knownRoundIds : screen.knownFintechIds);
    const added = current.filter((id) => !known.has(id));
    if (added.length > 0) {
      try {
        await context.mailer.send({
          to: email,
          template: screen.screen.view === 'rounds' ? 'fintechRoundsAlert' : 'fintechCompaniesAlert',
          language,
          params: {
            name: firstName,
            screen: screen.name,
            count: added.length,
            link: screenUrl(context.appUrl, screen.screen),
          },
        });
        sent += 1;
      } catch (error) {
        log?.error({ err: error, screenId: screen.id }, 'fintech screen alert not sent');
        continue;
      }
    }
    await context.db
      .update(fintechSavedScreens)
      .set({
        knownFintechIds: screen.screen.view === 'companies' ? current : [],
        knownRoundIds: screen.screen.view === 'rounds' ? current : [],
        lastAlertAt: now,
      })
      .where(eq(fintechSavedScreens.id, screen.id));
  }
  return sent;
}

/** Runs runScreenAlerts every `intervalMs` ms (0: never), one run at a time; returns the stop function. */
export function startScreenAlerts(context: ScreenAlertsContext, intervalMs: number, log: FastifyBaseLogger) {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runScreenAlerts(context, new Date(), log)
      .catch((error: unknown) => log.error({ err: error }, 'fintech screen alerts failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
