import { isLanguage } from '@hissa/contracts/languages';
import type { ResourceKey } from 'i18next';
import { type NamespaceLoaders, startI18n } from '../i18n/i18n';

/**
 * Every feature's texts, found by convention (decision 034): features/<path>/i18n/{en,ar}.json,
 * each language of each namespace its own chunk, fetched only when a page of that language asks
 * for the namespace. A new feature's files are picked up with no edit here.
 */
const featureTexts = import.meta.glob<{ default: ResourceKey }>('../features/**/i18n/{en,ar}.json');

/**
 * Namespaces named before the convention, kept so the code asking for them
 * (useTranslation('companyProfile')) works unchanged. Only these four: a new feature's
 * namespace is the camelCase of its folder path.
 */
const NAMESPACE_NAMES: Record<string, string> = {
  companies: 'companyProfile',
  'provider-screener': 'screener',
  'service-providers': 'providerProfile',
  'trading/admin': 'adminTrades',
};

/** features/sme-loans -> smeLoans, features/trading/admin -> tradingAdmin (or its older name). */
function namespaceOf(featurePath: string): string {
  return (
    NAMESPACE_NAMES[featurePath] ??
    featurePath.replace(/[-/]([a-z])/g, (_match, letter: string) => letter.toUpperCase())
  );
}

/** The features' loaders by namespace and language, from the glob above. */
function featureNamespaces(): NamespaceLoaders {
  const namespaces: NamespaceLoaders = {};
  for (const [file, load] of Object.entries(featureTexts)) {
    const match = /^\.\.\/features\/(.+)\/i18n\/(\w+)\.json$/.exec(file);
    const language = match?.[2];
    if (!match?.[1] || !isLanguage(language)) continue;
    const namespace = namespaceOf(match[1]);
    namespaces[namespace] = { ...namespaces[namespace], [language]: load };
  }
  return namespaces;
}

/**
 * Starts i18next with the features' namespaces; app/ hands them to i18n, so the shared i18n
 * folder never imports a feature (decision 011). The names are the namespaces the code asks for
 * (useTranslation('trading'), 'trading:...'); i18next.d.ts types them. Resolves when the
 * current language's shared texts and `firstPageNamespaces` (the first page's own, fetched side
 * by side with them, decision 050) are in.
 */
export function startTranslations(firstPageNamespaces: string[] = []): Promise<void> {
  return startI18n(featureNamespaces(), firstPageNamespaces);
}
