import { Anchor, Container, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ComponentType, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { companyIdFromSlug, type CompanyProfile } from '@hissa/contracts/companies';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBrowsingAreaPath } from '../../../lib/session/dashboard-area';
import { useCompanyProfile } from '../api/get-company-profile';
import { CompanyProfileHeader } from '../components/company-profile-header';
import { CompanyProfileTabs, type CompanyProfileTabPanels } from '../components/company-profile-tabs';
import classes from '../components/company-profile.module.css';
import { NotFoundState } from '../../../components/not-found-state';
import { ProfileHeaderSkeleton } from '../../../components/profile-header';

/**
 * What other domains add to a company's profile, passed in by app/ (decision 011): the tab
 * bodies of CompanyProfileTabPanels and the actions beside the back link.
 */
export type CompanyProfileWidgets = CompanyProfileTabPanels & {
  /** Beside the back link once the company has loaded: a visitor's request, follow / unfollow. */
  Actions: ComponentType<{ company: CompanyProfile }>;
};

/**
 * A company's profile (company-profile-detail-view/:companyName, the slug ending in the id): header
 * card and the profile tabs (CompanyProfileTabs: basic details, products and services, investments,
 * news and announcements, team, funding profile, order book), the open tab kept in ?tab=. Public,
 * and inside the shareholder and investor dashboards at
 * {area}/company-profile-detail-view/:companyName (links then stay in the area). Other domains'
 * widgets come in `widgets`.
 */
export function CompanyProfilePage({ widgets }: { widgets: CompanyProfileWidgets }) {
  const { Actions } = widgets;
  const { t } = useTranslation();
  const { companyName: slug = '' } = useParams();
  const companyId = companyIdFromSlug(slug);
  const profile = useCompanyProfile(companyId);
  // The profile renders in the background once it arrives (decision 067): header and tabs are
  // one large render, which would otherwise block input in one long task on a slow phone.
  const company = useDeferredValue(profile.data);
  const areaPath = useBrowsingAreaPath();
  const companiesPath = areaPath ? `${areaPath}/companies` : PATHS.companies;
  const isNotFound = companyId === null || (profile.error instanceof ApiError && profile.error.isNotFound);
  useDocumentTitle(company?.companyName ?? (isNotFound ? t('profile.notFoundTitle') : t('profile.title')));

  const backLink = (
    <Anchor component={Link} to={companiesPath} className={classes.backLink}>
      <IconArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
      {t('profile.backToCompanies')}
    </Anchor>
  );

  if (isNotFound) {
    const notFound = (
      <NotFoundState
        title={t('profile.notFoundTitle')}
        description={t('profile.notFoundText')}
        browseLabel={t('profile.browseCompanies')}
        browseTo={companiesPath}
      />
    );
    return areaPath ? notFound : <Container py={64}>{notFound}</Container>;
  }

  const content = (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        {backLink}
        {company && <Actions company={company} />}
      </Group>
      {profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !company ? (
        <ProfileSkeleton />
      ) : (
        <>
          <CompanyProfileHeader company={company} />
          <CompanyProfileTabs company={company} panels={widgets} />
        </>
      )}
    </Stack>
  );
  // Inside a shareholder's or investor's dashboard the shell gives the frame.
  return areaPath ? content : <Container py="xl">{content}</Container>;
}

/** Placeholder of the header card and details while the profile loads. */
function ProfileSkeleton() {
  return (
    <Stack gap="lg" aria-hidden="true">
      <ProfileHeaderSkeleton withBadges />
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="md">
          {Array.from({ length: 5 }, (_, row) => (
            <Skeleton key={row} height={14} width={`${90 - row * 12}%`} radius="sm" />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
