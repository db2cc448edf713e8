import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets document.title to "{pageTitle} | Hissa" ("{pageTitle} | حصة" in Arabic); pass the
 * already translated page title, or null while it is not known yet (the product name alone).
 */
export function useDocumentTitle(pageTitle: string | null): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = pageTitle ? t('app.documentTitle', { page: pageTitle, app: appName }) : appName;
  }, [pageTitle, appName, t]);
}
