import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config, TlsCredentials } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { demoAccountsRoutes } from './modules/demo/demo-accounts-routes.ts';
import { companiesRoutes } from './modules/companies/companies-routes.ts';
import { companyProfileModule } from './modules/company-profile/company-profile-module.ts';
import { createDiskFileStore, uploadsDir } from './modules/files/disk-file-store.ts';
import { filesRoutes } from './modules/files/files-routes.ts';
import { followRoutes } from './modules/follow/follow-routes.ts';
import { fundingModule } from './modules/funding/funding-module.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { homeRoutes } from './modules/home/home-routes.ts';
import { investorsModule } from './modules/investors/investors-module.ts';
import { consultantsRoutes } from './modules/consultants/consultants-routes.ts';
import { invoicesModule } from './modules/invoices/invoices-module.ts';
import { lookupsRoutes } from './modules/lookups/lookups-routes.ts';
import type { PaymentHooks } from './modules/payments/payment-hooks.ts';
import { appPaymentHooks } from './modules/payments/app-payment-hooks.ts';
import { couponRoutes } from './modules/coupons/coupon-routes.ts';
import { paymentsModule } from './modules/payments/payments-module.ts';
import { marketplaceAccountsRoutes } from './modules/marketplace-accounts/marketplace-accounts-routes.ts';
import { registrationRoutes } from './modules/registration/registration-routes.ts';
import { requestsModule } from './modules/requests/requests-module.ts';
import { searchRoutes } from './modules/search/search-routes.ts';
import { serviceQuotationsModule } from './modules/service-quotations/service-quotations-module.ts';
import { subscriptionsModule } from './modules/subscriptions/subscriptions-module.ts';
import { serviceProviderRoutes } from './modules/service-providers/service-provider-routes.ts';
import { providerScreenerRoutes } from './modules/provider-screener/screener-routes.ts';
import { providerProfileRoutes } from './modules/service-providers/provider-profile-routes.ts';
import { serviceRequirementRoutes } from './modules/service-requirements/requirement-routes.ts';
import { tradingModule } from './modules/trading/trading-module.ts';
import { featuringModule } from './modules/featuring/featuring-module.ts';
import { salesRequestsModule } from './modules/sales-requests/sales-requests-module.ts';
import { publicFormsModule } from './modules/public-forms/public-forms-module.ts';
import { sitemapRoutes } from './modules/site-pages/sitemap-xml.ts';
import { smeLoansModule } from './modules/sme-loans/sme-loans-module.ts';
import { mediaModule } from './modules/media/media-module.ts';
import { newsModule } from './modules/news/news-module.ts';
import { newsPageMeta } from './modules/news/news-page-meta.ts';
import { adminHomeRoutes } from './modules/admin-home/admin-home-routes.ts';
import { meetingsModule } from './modules/meetings/meetings-module.ts';
import { fintechModule } from './modules/fintech/fintech-module.ts';
import { badInputPlugin } from './plugins/bad-input.ts';
import { authPlugin, BEARER_SECURITY_SCHEME } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin, sendFrameworkError } from './plugins/errors.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { applySecurityHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';
import { robotsTxtRoutes } from './plugins/robots-txt.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { webAppPlugin } from './plugins/web-app.ts';

/** What buildApp reads of the configuration; jwtSecret is resolved (loadJwtSecret). */
export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'webDistDir'
  | 'searchCacheTtlMs'
  | 'dataDir'
  | 'appUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'tokenTtlMs'
  | 'isDemoAccountsOn'
  | 'trustProxy'
  | 'billing'
> & { jwtSecret: string } & Partial<
    Pick<Config, 'tradingExpirySweepMs' | 'meetings' | 'newsletterSendIntervalMs' | 'fintechAlertsIntervalMs'>
  >;

/** Fastify's trustProxy function for "the `hops` nearest addresses are our proxies". */
function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Fastify's server options for HTTPS (decision 061): HTTP/2 for browsers that offer it, so a page's
 * many files share one connection, and HTTP/1.1 for the rest and for WebSocket upgrades (meeting
 * signalling). Typed as the plain HTTP options: no route reads the raw Node request or response,
 * which is the only place the two servers differ.
 */
function httpsOptions(tls: TlsCredentials): FastifyHttpOptions<Server> {
  return {
    http2: true,
    https: { allowHTTP1: true, cert: tls.cert, key: tls.key },
  } as unknown as FastifyHttpOptions<Server>;
}

/**
 * Builds the Fastify app: cross-cutting plugins, then one line per domain, then robots.txt and
 * the web app (apps/web/dist, pre-compressed files) with the SPA fallback. Tests call this and use app.inject.
 */
export async function buildApp(options: {
  config: AppConfig;
  database: Database;
  /** Serve HTTPS with these (loadTlsCredentials); absent: plain HTTP. */
  tls?: TlsCredentials;
  /** Tests only: fulfilments of purchase kinds added to (or replacing) the app's own, e.g. one that counts. */
  extraFulfilments?: PaymentHooks['fulfil'];
}): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.tls && httpsOptions(options.tls)),
    logger: { level: config.logLevel },
    bodyLimit: 1_048_576,
    // X-Forwarded-For gives request.ip only from the proxies TRUST_PROXY names (a hop count:
    // the addresses of the `n` nearest hops are proxies, as proxy-addr counts them).
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(reply);
      return sendFrameworkError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { database, jwtSecret: config.jwtSecret });
  await app.register(uploadsPlugin);
  await app.register(badInputPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Hissa API',
        description: 'Bilingual marketplace for Saudi private-company shares',
        version: '0.1.0',
      },
      components: { securitySchemes: BEARER_SECURITY_SCHEME },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api-docs' });

  const db = database.db;
  const fileStore = createDiskFileStore(uploadsDir(config.dataDir));
  await app.register(healthRoutes, { db, databaseKind: database.kind });
  await app.register(authRoutes, { db, config });
  await app.register(lookupsRoutes, { db });
  await app.register(searchRoutes, { db, cacheTtlMs: config.searchCacheTtlMs });
  await app.register(companiesRoutes, { db });
  await app.register(serviceProviderRoutes, { db });
  await app.register(providerScreenerRoutes, { db });
  await app.register(providerProfileRoutes, { db, fileStore });
  await app.register(homeRoutes, { db });
  await app.register(registrationRoutes, { db, fileStore, config });
  await app.register(filesRoutes, { db, fileStore });
  await app.register(fundingModule, { db });
  await app.register(followRoutes, { db });
  await app.register(investorsModule, { db });
  await app.register(consultantsRoutes, { db });
  await app.register(tradingModule, { db, expirySweepMs: config.tradingExpirySweepMs });
  await app.register(requestsModule, { db, fileStore });
  await app.register(companyProfileModule, { db, fileStore });
  await app.register(marketplaceAccountsRoutes, { db, config });
  await app.register(serviceRequirementRoutes, { db });
  await app.register(serviceQuotationsModule, { db, fileStore, config });
  // What a paid payment activates (one fulfilment per purchase kind) and issues (the invoice).
  const appHooks = appPaymentHooks(config.billing);
  const paymentHooks: PaymentHooks = { ...appHooks, fulfil: { ...appHooks.fulfil, ...options.extraFulfilments } };
  await app.register(paymentsModule, { db, fileStore, config, hooks: paymentHooks });
  await app.register(featuringModule, { db, billing: config.billing });
  await app.register(salesRequestsModule, { db, config });
  await app.register(invoicesModule, { db });
  await app.register(subscriptionsModule, { db, config, hooks: paymentHooks });
  await app.register(publicFormsModule, { db, config });
  await app.register(smeLoansModule, { db, fileStore, config });
  await app.register(adminHomeRoutes, { db });
  await app.register(couponRoutes, { db });
  await app.register(meetingsModule, { db, config });
  await app.register(fintechModule, { db, config });
  await app.register(mediaModule, { db, fileStore, config });
  await app.register(newsModule, { db, fileStore });
  if (config.isDemoAccountsOn) await app.register(demoAccountsRoutes);

  await app.register(robotsTxtRoutes, { appUrl: config.appUrl });
  await app.register(sitemapRoutes, { db, appUrl: config.appUrl });
  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir,
    pageMeta: newsPageMeta(db),
    appUrl: config.appUrl,
  });
  return app;
}
