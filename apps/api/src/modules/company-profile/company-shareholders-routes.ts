import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_PROFILE_KEYS } from '@hissa/contracts/company-profile';
import { CompanyShareholdersEndpoint } from '@hissa/contracts/company-profile-endpoints';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { capTable } from '../trading/trading-queries.ts';
import { companyOfUser } from './company-access.ts';

/**
 * A company's shareholders as the platform records them (contracts company-profile-endpoints.ts;
 * who may see them: decision 007): the trading cap table of the company, {companyId,
 * totalShares, shareholders: [{userId, name, shares, ownershipPercent}]}, largest holder first.
 * The admin, shareholders and investors see any company's; a company user only their own.
 * Errors: 401, 403 (other types; companyProfile.noCompany, companyProfile.notYourCompany), 404
 * errors.companyNotFound (first, so an unknown company answers the same to everyone).
 */
export const companyShareholdersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, CompanyShareholdersEndpoint),
    handler: async (request) => {
      const { companyId } = request.params;
      const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      if (!company) throw new AppError(404, ERROR_KEYS.companyNotFound);
      const user = requireUser(request);
      if (user.userType === USER_TYPES.company && (await companyOfUser(db, user.id)) !== companyId)
        throw new AppError(403, COMPANY_PROFILE_KEYS.notYourCompany);
      const { totalShares, companyTotalShares, holdings } = await capTable(db, 'company', companyId);
      return { data: { companyId, totalShares, companyTotalShares, shareholders: holdings } };
    },
  });
};
