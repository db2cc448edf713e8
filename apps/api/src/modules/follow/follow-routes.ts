import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  FOLLOW_KEYS,
  FOLLOWER_USER_TYPES,
  FollowCompanyRequestSchema,
  FollowCompanyResponseSchema,
  FollowedCompanyPageSchema,
  FollowStatusResponseSchema,
} from '@hissa/contracts/follow';
import { localName } from '@hissa/contracts/languages';
import { PageRequestSchema } from '@hissa/contracts/pagination';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { companyFollows } from '../../db/schema/follows.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';

async function assertCompanyExists(db: Db, companyId: number): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, ERROR_KEYS.companyNotFound);
}

/**
 * Following companies (marketplace.txt sections 2 "Following Companies", 4, 6 "Investor or
 * shareholder: follows companies", 7 Follow, 8 'followed the company'). Shareholders and investors
 * (types 4, 5, 6, 7) only.
 * - GET /common-api/follow-company/getUserFollowCompany?page&size -> {data: FollowedCompany[], page,
 *   size, total}, newest follow first (an empty page: the web shows 'No Companies found').
 * - GET /common-api/follow-company/status/{companyId} -> {data: {companyId, isFollowing}} (the
 *   company profile's Follow / Unfollow button).
 * - POST /common-api/follow-company/follow {companyId} -> {message: 'You followed the company.',
 *   data: {companyId, isFollowing: true}}; following again is a no-op answering the same 200.
 * - POST /common-api/follow-company/unfollow {companyId} -> {message, data: {companyId, isFollowing:
 *   false}}; idempotent too.
 * Errors: 400 bad companyId, 401, 403 other user types, 404 errors.companyNotFound.
 */
export const followRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const onRequest = app.authorize(FOLLOWER_USER_TYPES);

  app.get(
    '/common-api/follow-company/getUserFollowCompany',
    {
      onRequest,
      schema: {
        tags: ['follow'],
        summary: "The signed-in user's followed companies, newest first",
        querystring: PageRequestSchema,
        response: { 200: FollowedCompanyPageSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page, size } = request.query;
      const rows = await db
        .select({
          companyId: companies.id,
          nameEn: companies.nameEn,
          nameAr: companies.nameAr,
          logoUrl: companies.logoUrl,
          companyType: companies.companyType,
          followedAt: companyFollows.createdAt,
        })
        .from(companyFollows)
        .innerJoin(companies, eq(companies.id, companyFollows.companyId))
        .where(eq(companyFollows.userId, user.id))
        .orderBy(desc(companyFollows.createdAt), desc(companyFollows.companyId))
        .limit(size)
        .offset(page * size);
      const [totalRow] = await db.select({ total: count() }).from(companyFollows).where(eq(companyFollows.userId, user.id));
      return {
        data: rows.map((row) => ({
          companyId: row.companyId,
          companyName: localName(row, request.language),
          companyLogoUrl: row.logoUrl,
          companyType: row.companyType,
          followedAt: row.followedAt.toISOString(),
        })),
        page,
        size,
        total: Number(totalRow?.total ?? 0),
      };
    },
  );

  app.get(
    '/common-api/follow-company/status/:companyId',
    {
      onRequest,
      schema: {
        tags: ['follow'],
        summary: 'Whether I follow a company',
        params: FollowCompanyRequestSchema,
        response: { 200: FollowStatusResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { companyId } = request.params;
      await assertCompanyExists(db, companyId);
      const [row] = await db
        .select({ companyId: companyFollows.companyId })
        .from(companyFollows)
        .where(and(eq(companyFollows.userId, user.id), eq(companyFollows.companyId, companyId)));
      return { data: { companyId, isFollowing: row !== undefined } };
    },
  );

  app.post(
    '/common-api/follow-company/follow',
    {
      onRequest,
      schema: { tags: ['follow'], summary: 'Follow a company', body: FollowCompanyRequestSchema, response: { 200: FollowCompanyResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { companyId } = request.body;
      await assertCompanyExists(db, companyId);
      // the primary key (user, company) makes a second follow a no-op, even when two race
      await db.insert(companyFollows).values({ userId: user.id, companyId }).onConflictDoNothing();
      return { message: translate(request.language, FOLLOW_KEYS.followed), data: { companyId, isFollowing: true } };
    },
  );

  app.post(
    '/common-api/follow-company/unfollow',
    {
      onRequest,
      schema: { tags: ['follow'], summary: 'Unfollow a company', body: FollowCompanyRequestSchema, response: { 200: FollowCompanyResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { companyId } = request.body;
      await assertCompanyExists(db, companyId);
      await db.delete(companyFollows).where(and(eq(companyFollows.userId, user.id), eq(companyFollows.companyId, companyId)));
      return { message: translate(request.language, FOLLOW_KEYS.unfollowed), data: { companyId, isFollowing: false } };
    },
  );
};
