import { Box, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBrowsingAreaPath } from '../../../lib/session/dashboard-area';
import { ResultsSkeleton } from '../components/results-skeleton';
import surfaces from '../../../components/surfaces.module.css';

const CompanyResults = lazy(async () => ({ default: (await import('../components/company-results')).CompanyResults }));

/**
 * The companies list page: its heading, then the list (CompanyResults: filters, table or
 * cards, pagination). The heading needs none of the list's code, so it shows as soon as this
 * small chunk has arrived; the list's code is fetched beside it (companies-routes) and shows
 * skeletons until it runs. Public at /companies, and inside the shareholder and investor
 * dashboards at {area}/companies.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.title'));
  const isInDashboard = useBrowsingAreaPath() !== null;

  const heading = (
    <>
      <Title order={1}>{t('companies.title')}</Title>
      <Text c="dimmed" mt={6} maw={640}>
        {t('companies.subtitle')}
      </Text>
    </>
  );
  const results = (
    <Suspense fallback={<ResultsPlaceholder />}>
      <CompanyResults />
    </Suspense>
  );

  // Inside a shareholder's or investor's dashboard the shell gives the frame; on the public site
  // the page has its own header band.
  if (isInDashboard)
    return (
      <Stack gap="lg">
        <div>{heading}</div>
        {results}
      </Stack>
    );
  return (
    <>
      <Box className={surfaces.pageHeader}>
        <Container py={{ base: 'xl', sm: 40 }}>{heading}</Container>
      </Box>
      <Container py="xl">{results}</Container>
    </>
  );
}

/** The filters' and the rows' places while the list's code arrives. */
function ResultsPlaceholder() {
  return (
    <Stack gap="lg" aria-hidden="true">
      <Skeleton height={88} radius="lg" />
      <ResultsSkeleton />
    </Stack>
  );
}
