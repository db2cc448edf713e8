import { Badge, Container, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { InvestorKind } from '@hissa/contracts/investors';
import { DetailList } from '../../../components/detail-list';
import { DetailSection } from '../../../components/detail-section';
import { ErrorState } from '../../../components/error-state';
import { ProfileFact, ProfileHeader } from '../../../components/profile-header';
import { useContactItems } from '../../../components/use-contact-items';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInvestorDetails, type InvestorDetails } from '../api/get-investor-details';
import { FocusBadges } from '../components/focus-badges';
import { KeyMemberCards } from '../components/key-member-cards';
import { PreviousInvestmentsTable } from '../components/previous-investments-table';
import { INVESTORS_PATH, investorProfilePath } from '../investors-paths';
import { readRouteId } from '../../../lib/route-id';
import { BackLink } from '../../../components/back-link';
import { NotFoundState } from '../../../components/not-found-state';

/**
 * An investor's public profile (individual-investor-profile-detail-view/:investorId and
 * institutional-investor-profile-detail-view/:investorId; InvestorDetailsEndpoint: biography,
 * focus, geographical focus, type): header, biography, investment focus (sectors, countries,
 * strategy), key members (institutions), previous investments and contact. A profile opened under
 * the other kind's path moves to its own.
 */
function InvestorProfile({ kind }: { kind: InvestorKind }) {
  const { t } = useTranslation('investors');
  const investorId = readRouteId(useParams().investorId);
  const details = useInvestorDetails(investorId);
  const investor = details.data;
  const isNotFound = investorId === null || (details.error instanceof ApiError && details.error.isNotFound);
  useDocumentTitle(investor?.name ?? (isNotFound ? t('profile.notFoundTitle') : t('profile.title')));

  if (investor && investor.type !== kind)
    return <Navigate to={investorProfilePath(investor.type, investor.investorId)} replace />;

  let content;
  if (isNotFound)
    content = (
      <NotFoundState
        title={t('profile.notFoundTitle')}
        description={t('profile.notFoundText')}
        browseLabel={t('profile.browse')}
        browseTo={INVESTORS_PATH}
      />
    );
  else if (details.isError) content = <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  else if (!investor) content = <Skeleton height={420} radius="lg" />;
  else content = <InvestorDetailsView investor={investor} />;

  return (
    <Container py="xl">
      <Stack gap="md">
        <BackLink to={INVESTORS_PATH}>{t('profile.back')}</BackLink>
        {content}
      </Stack>
    </Container>
  );
}

/** The sections of a loaded investor profile. */
function InvestorDetailsView({ investor }: { investor: InvestorDetails }) {
  const { t } = useTranslation('investors');
  const { language } = useLanguage();
  const format = useFormatters();
  const otherName = language === 'ar' ? investor.nameEn : investor.nameAr;
  const contact = useContactItems(investor, {
    website: t('profile.website'),
    email: t('profile.email'),
    phone: t('profile.phone'),
  });
  return (
    <Stack gap="lg">
      <ProfileHeader
        logoUrl={investor.logoUrl}
        name={investor.name}
        otherName={otherName}
        otherLanguage={language === 'ar' ? 'en' : 'ar'}
        badges={
          <>
            <Badge variant="filled" color={investor.type === 'institutional' ? 'brand' : 'gold'}>
              {t(`kind.${investor.type}`)}
            </Badge>
            {investor.strategy && (
              <Badge variant="light" color="gray" c="gray.9">
                {investor.strategy.name}
              </Badge>
            )}
          </>
        }
        facts={
          <>
            <ProfileFact icon={<IconMapPin size={16} />}>
              {investor.city
                ? t('list.cityCountry', { city: investor.city.name, country: investor.country.name })
                : investor.country.name}
            </ProfileFact>
            {investor.establishedDate && (
              <ProfileFact icon={<IconCalendar size={16} />}>
                {t('profile.establishedIn', { year: format.year(investor.establishedDate) })}
              </ProfileFact>
            )}
          </>
        }
      />
      <DetailSection title={investor.type === 'institutional' ? t('profile.about') : t('profile.biography')}>
        <Stack gap="sm">
          {investor.biography && (
            <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {investor.biography}
            </Text>
          )}
          {investor.description && !investor.biography?.includes(investor.description) && (
            <Text c="dimmed" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {investor.description}
            </Text>
          )}
          {!investor.biography && !investor.description && <Text c="dimmed">{t('profile.noBiography')}</Text>}
        </Stack>
      </DetailSection>
      <DetailSection title={t('profile.focus')}>
        <DetailList
          items={[
            { label: t('list.sectorFocus'), value: <FocusBadges items={investor.sectorFocus} limit={12} /> },
            {
              label: t('list.geographicFocus'),
              value: <FocusBadges items={investor.geographicFocus} limit={12} color="blue" />,
            },
            { label: t('list.strategy'), value: investor.strategy?.name },
            { label: t('profile.employees'), value: investor.numberOfEmployees?.name },
          ]}
        />
      </DetailSection>
      {investor.type === 'institutional' && investor.keyMembers.length > 0 && (
        <DetailSection title={t('keyMembers.title')}>
          <KeyMemberCards
            members={investor.keyMembers.map((member, index) => ({
              key: index,
              fullName: member.fullName,
              designation: member.designation?.name ?? null,
              degree: member.degree,
            }))}
          />
        </DetailSection>
      )}
      <DetailSection title={t('investments.title')}>
        {investor.previousInvestments.length === 0 ? (
          <Text c="dimmed">{t('investments.none')}</Text>
        ) : (
          <PreviousInvestmentsTable
            caption={t('investments.caption', { name: investor.name })}
            investments={investor.previousInvestments.map((investment, index) => ({ key: index, ...investment }))}
          />
        )}
      </DetailSection>
      <DetailSection title={t('profile.contact')}>
        <DetailList items={contact} />
      </DetailSection>
    </Stack>
  );
}

/** individual-investor-profile-detail-view/:investorId. */
export function IndividualInvestorProfilePage() {
  return <InvestorProfile kind="individual" />;
}

/** institutional-investor-profile-detail-view/:investorId. */
export function InstitutionalInvestorProfilePage() {
  return <InvestorProfile kind="institutional" />;
}
