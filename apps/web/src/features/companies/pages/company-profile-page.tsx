import { Anchor, Badge, Button, Container, Group, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconBuildingFactory2, IconCalendar, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { companyIdFromSlug } from '@hissa/contracts/companies';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { ProfileFact, ProfileHeader } from '../../../components/profile-header';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompanyProfile } from '../api/get-company-profile';
import { CompanyBasicDetails } from '../components/company-basic-details';
import classes from '../components/company-profile.module.css';

/**
 * A company's profile (company-profile-detail-view/:companyName, the slug ending in the id):
 * header card and tabs. Only "Basic details" exists so far; the spec's other tabs (products and
 * services, investments, news, team, funding profile, order book) arrive with their features.
 */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormatters();
  const { companyName: slug = '' } = useParams();
  const companyId = companyIdFromSlug(slug);
  const profile = useCompanyProfile(companyId);
  const company = profile.data;
  const isNotFound = companyId === null || (profile.error instanceof ApiError && profile.error.isNotFound);
  useDocumentTitle(company?.companyName ?? (isNotFound ? t('profile.notFoundTitle') : t('profile.title')));

  const backLink = (
    <Anchor component={Link} to={PATHS.companies} className={classes.backLink}>
      <IconArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
      {t('profile.backToCompanies')}
    </Anchor>
  );

  if (isNotFound) {
    return (
      <Container py={64}>
        <EmptyState
          icon={<IconSearch size={28} />}
          title={t('profile.notFoundTitle')}
          description={t('profile.notFoundText')}
          headingOrder={1}
          action={
            <Button component={Link} to={PATHS.companies}>
              {t('profile.browseCompanies')}
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <Container py="xl">
      <Stack gap="md">
        {backLink}
        {profile.isError ? (
          <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
        ) : !company ? (
          <ProfileSkeleton />
        ) : (
          <>
            <ProfileHeader
              logoUrl={company.companyLogoUrl}
              name={company.companyName}
              otherName={language === 'ar' ? company.nameEn : company.nameAr}
              otherLanguage={language === 'ar' ? 'en' : 'ar'}
              badges={
                <>
                  {company.companyType === 'listed' ? (
                    <Badge variant="filled" color="brand">
                      {t('profile.listed')}
                      {company.symbol && (
                        <>
                          {' · '}
                          <LtrText>{company.symbol}</LtrText>
                        </>
                      )}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      {t('profile.nonListed')}
                    </Badge>
                  )}
                  {company.market && (
                    <Badge variant="light" color="gold" c="gold.9">
                      {company.market === 'main' ? t('profile.marketMain') : t('profile.marketNomu')}
                    </Badge>
                  )}
                </>
              }
              facts={
                <>
                  {company.sector && (
                    <ProfileFact icon={<IconBuildingFactory2 size={16} />}>{company.sector.name}</ProfileFact>
                  )}
                  {company.city && <ProfileFact icon={<IconMapPin size={16} />}>{company.city.name}</ProfileFact>}
                  {company.establishedDate && (
                    <ProfileFact icon={<IconCalendar size={16} />}>
                      {t('companies.establishedIn', { year: format.year(company.establishedDate) })}
                    </ProfileFact>
                  )}
                </>
              }
            />
            <Tabs defaultValue="basic-details" className={classes.tabs} keepMounted={false}>
              <Tabs.List aria-label={t('profile.sectionsLabel')} className={classes.tabList}>
                <Tabs.Tab value="basic-details">{t('profile.basicDetails')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="basic-details" className={classes.tabPanel}>
                <CompanyBasicDetails company={company} />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}

/** Placeholder of the header card and details while the profile loads. */
function ProfileSkeleton() {
  return (
    <Stack gap="lg" aria-hidden="true">
      <Paper withBorder p="xl" radius="lg">
        <Group gap="lg" wrap="nowrap">
          <Skeleton height={88} width={88} radius="lg" />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton height={26} width="45%" radius="sm" />
            <Skeleton height={16} width="30%" radius="sm" />
            <Skeleton height={20} width="20%" radius="sm" />
          </Stack>
        </Group>
      </Paper>
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
