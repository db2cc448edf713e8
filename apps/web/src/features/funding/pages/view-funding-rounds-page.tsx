import { Anchor, Container, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { companyProfilePath, PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompanyFunding } from '../api/get-company-funding';
import { FundingProfileTab } from '../components/funding-profile-tab';
import { readRouteId } from '../../../lib/route-id';
import { NotFoundState } from '../../../components/not-found-state';
import { PageTitle } from '../../../components/page-title';

/**
 * view-funding-rounds/:companyId (CompanyFundingEndpoint; public and inside the shareholder and
 * investor dashboards): a company's funding profile and rounds, with a link back to its profile. An
 * unknown company shows the not-found state.
 */
export function ViewFundingRoundsPage() {
  const { t } = useTranslation('funding');
  const companyId = readRouteId(useParams().companyId);
  const isInDashboard = useLocation().pathname.startsWith('/dashboard/');
  const funding = useCompanyFunding(companyId);
  const companyName = funding.data?.companyName;
  const isNotFound = companyId === null || (funding.error instanceof ApiError && funding.error.isNotFound);
  useDocumentTitle(companyName ? t('page.title', { company: companyName }) : t('page.fallbackTitle'));

  const content = isNotFound ? (
    <NotFoundState title={t('page.notFoundTitle')} description={t('page.notFoundText')} />
  ) : (
    <Stack gap="lg">
      {companyName && companyId !== null && (
        <Anchor component={Link} to={companyProfilePath(companyName, companyId)} size="sm">
          <IconArrowLeft
            size={16}
            aria-hidden="true"
            className="flip-rtl"
            style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
          />
          {t('page.backToProfile', { company: companyName })}
        </Anchor>
      )}
      <PageTitle
        title={companyName ? t('page.title', { company: companyName }) : t('page.fallbackTitle')}
        subtitle={t('page.subtitle')}
      />
      {companyId !== null && <FundingProfileTab companyId={companyId} />}
      <Anchor component={Link} to={PATHS.opportunities} size="sm">
        {t('page.seeOpportunities')}
      </Anchor>
    </Stack>
  );
  return isInDashboard ? content : <Container py="xl">{content}</Container>;
}
