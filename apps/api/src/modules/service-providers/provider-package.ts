import { eq } from 'drizzle-orm';
import {
  DEFAULT_PROVIDER_PACKAGE,
  PROVIDER_PACKAGE_LIMITS,
  type ProviderPackageCode,
} from '@hissa/contracts/services-marketplace/provider-packages';
import type { Db } from '../../db/client.ts';
import { serviceProviders } from '../../db/schema/directory.ts';

/**
 * The package provider `providerId` is on and its limits (contracts PROVIDER_PACKAGE_LIMITS;
 * null: unlimited). The one place the server reads service_providers.package_code; the plans
 * work owns it (payment, expiry). A provider that does not exist reads as the default (Basic).
 */
export async function providerPackage(
  db: Db,
  providerId: number,
): Promise<{ code: ProviderPackageCode; limits: { services: number | null; projects: number | null } }> {
  const [row] = await db
    .select({ code: serviceProviders.packageCode })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, providerId));
  const code = row?.code ?? DEFAULT_PROVIDER_PACKAGE;
  return { code, limits: PROVIDER_PACKAGE_LIMITS[code] };
}
