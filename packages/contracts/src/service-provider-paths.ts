// The provider profile's web route: no schema, so the web's start chunk can link to it without zod
// (decision 050). service-providers.ts re-exports it.

/** Web route of a provider profile: sp/sp/{encoded id}/{encoded name}. */
export function serviceProviderProfilePath(providerId: number, providerName: string): string {
  return `/sp/sp/${encodeURIComponent(String(providerId))}/${encodeURIComponent(providerName)}`;
}
