import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { FOLLOW_KEYS } from '@hissa/contracts/follow';
import {
  FollowCompanyEndpoint,
  FollowedCompaniesEndpoint,
  FollowStatusEndpoint,
  UnfollowCompanyEndpoint,
} from '@hissa/contracts/follow-endpoints';
import { localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { companyFollows } from '../../db/schema/follows.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';

async function assertCompanyExists(db: Db, companyId: number): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, ERROR_KEYS.companyNotFound);
}

/**
 * Following companies (contracts follow-endpoints.ts), for shareholders and investors (types 4,
 * 5, 6, 7) only: the list of the companies I follow (newest follow first; an empty page makes the
 * web show 'No Companies found'), whether I follow one (the profile's Follow / Unfollow button),
 * and follow / unfollow, both idempotent ({message, data: {companyId, isFollowing}}).
 * Errors: 400 bad companyId, 401, 403 other user types, 404 errors.companyNotFound.
 */
export const followRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, FollowedCompaniesEndpoint),
    handler: async (request) => {
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
      const [totalRow] = await db
        .select({ total: count() })
        .from(companyFollows)
        .where(eq(companyFollows.userId, user.id));
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
  });

  app.route({
    ...endpointRoute(app, FollowStatusEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const { companyId } = request.params;
      await assertCompanyExists(db, companyId);
      const [row] = await db
        .select({ companyId: companyFollows.companyId })
        .from(companyFollows)
        .where(and(eq(companyFollows.userId, user.id), eq(companyFollows.companyId, companyId)));
      return { data: { companyId, isFollowing: row !== undefined } };
    },
  });

  app.route({
    ...endpointRoute(app, FollowCompanyEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const { companyId } = request.body;
      await assertCompanyExists(db, companyId);
      // the primary key (user, company) makes a second follow a no-op, even when two race
      await db.insert(companyFollows).values({ userId: user.id, companyId }).onConflictDoNothing();
      return { message: translate(request.language, FOLLOW_KEYS.followed), data: { companyId, isFollowing: true } };
    },
  });

  app.route({
    ...endpointRoute(app, UnfollowCompanyEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const { companyId } = request.body;
      await assertCompanyExists(db, companyId);
      await db
        .delete(companyFollows)
        .where(and(eq(companyFollows.userId, user.id), eq(companyFollows.companyId, companyId)));
      return { message: translate(request.language, FOLLOW_KEYS.unfollowed), data: { companyId, isFollowing: false } };
    },
  });
};
