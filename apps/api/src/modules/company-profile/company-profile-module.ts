import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { companyNewsRoutes } from './company-news-routes.ts';
import { companyProfileRoutes } from './company-profile-routes.ts';
import { companyPublicRoutes } from './company-public-routes.ts';
import { companySectionRoutes } from './company-section-routes.ts';
import { companyShareholdersRoutes } from './company-shareholders-routes.ts';

/**
 * The company side of "Companies, investors and opportunities": the company user's own and
 * company profile, its list sections and files, the public content of profiles, company news
 * and announcements, and a company's shareholders (rules in contracts/company-profile.ts).
 */
export const companyProfileModule: FastifyPluginAsync<{ db: Db; fileStore: FileStore }> = async (app, options) => {
  await app.register(companyPublicRoutes, options);
  await app.register(companyProfileRoutes, options);
  await app.register(companySectionRoutes, options);
  await app.register(companyNewsRoutes, options);
  await app.register(companyShareholdersRoutes, options);
};
