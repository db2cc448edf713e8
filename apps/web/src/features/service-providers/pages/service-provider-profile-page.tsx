import { Badge, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMapPin, IconSearch, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../../components/detail-list';
import { DualDate } from '../../../components/dual-date';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ProfileFact, ProfileHeader } from '../../../components/profile-header';
import { useContactItems } from '../../../components/use-contact-items';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServiceProviderProfile } from '../api/get-service-provider-profile';
import classes from './service-provider-profile-page.module.css';
import { DetailSection } from '../../../components/detail-section';

/** The provider id of the route, or null when it is not a whole number. */
function parseProviderId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * A service provider's public profile (sp/sp/:providerId/:providerName): name, logo, featured
 * badge, category, about and business information, contact links. Portfolio, clients, team,
 * awards, projects and testimonials come with the services-marketplace issue.
 */
export function ServiceProviderProfilePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { providerId: rawId } = useParams();
  const providerId = parseProviderId(rawId);
  const profile = useServiceProviderProfile(providerId);
  const provider = profile.data;
  const isNotFound = providerId === null || (profile.error instanceof ApiError && profile.error.isNotFound);
  useDocumentTitle(provider?.providerName ?? (isNotFound ? t('provider.notFoundTitle') : t('provider.title')));
  const contactItems = useContactItems(
    { website: provider?.website ?? null, email: provider?.email ?? null, phone: provider?.phone ?? null },
    { website: t('provider.website'), email: t('provider.email'), phone: t('provider.phone') },
  );

  if (isNotFound) {
    return (
      <Container py={64}>
        <EmptyState
          icon={<IconSearch size={28} />}
          title={t('provider.notFoundTitle')}
          description={t('provider.notFoundText')}
          headingOrder={1}
          action={
            <Button component={Link} to={PATHS.home}>
              {t('common.goHome')}
            </Button>
          }
        />
      </Container>
    );
  }

  if (profile.isError) {
    return (
      <Container py="xl">
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </Container>
    );
  }

  if (!provider) {
    return (
      <Container py="xl" aria-hidden="true">
        <Stack gap="lg">
          <Paper withBorder p="xl" radius="lg">
            <Group gap="lg" wrap="nowrap">
              <Skeleton height={88} width={88} radius="lg" />
              <Stack gap="sm" style={{ flex: 1 }}>
                <Skeleton height={26} width="45%" radius="sm" />
                <Skeleton height={16} width="30%" radius="sm" />
              </Stack>
            </Group>
          </Paper>
          <Skeleton height={180} radius="lg" />
        </Stack>
      </Container>
    );
  }

  return (
    <Container py="xl">
      <Stack gap="lg">
        <ProfileHeader
          logoUrl={provider.logoUrl}
          name={provider.providerName}
          otherName={language === 'ar' ? provider.nameEn : provider.nameAr}
          otherLanguage={language === 'ar' ? 'en' : 'ar'}
          badges={
            <>
              <Badge variant="light" color="brand">
                {t('provider.title')}
              </Badge>
              {provider.isFeatured && (
                <Badge variant="light" color="gold" c="gold.9" leftSection={<IconStarFilled size={12} aria-hidden="true" />}>
                  {t('provider.featured')}
                </Badge>
              )}
            </>
          }
          facts={
            <>
              {provider.category && <ProfileFact icon={<IconBriefcase size={16} />}>{provider.category.name}</ProfileFact>}
              {provider.city && <ProfileFact icon={<IconMapPin size={16} />}>{provider.city.name}</ProfileFact>}
            </>
          }
        />
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg" className={classes.grid}>
          <Stack gap="lg" className={classes.mainColumn}>
            <DetailSection title={t('provider.about')}>
              <Text className={classes.description} c={provider.description ? undefined : 'dimmed'}>
                {provider.description ?? t('provider.noDescription')}
              </Text>
            </DetailSection>
            <DetailSection title={t('provider.businessInfo')}>
              <DetailList
                items={[
                  { label: t('provider.category'), value: provider.category?.name },
                  { label: t('provider.subCategory'), value: provider.subCategory?.name },
                  { label: t('provider.businessType'), value: provider.businessType?.name },
                  { label: t('provider.employees'), value: provider.numberOfEmployees?.name },
                  { label: t('provider.established'), value: provider.establishedDate && <DualDate iso={provider.establishedDate} /> },
                  { label: t('provider.city'), value: provider.city?.name },
                  { label: t('provider.region'), value: provider.region?.name },
                ]}
              />
            </DetailSection>
          </Stack>
          <DetailSection title={t('provider.contact')}>
            <DetailList columns={1} items={contactItems} />
          </DetailSection>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

