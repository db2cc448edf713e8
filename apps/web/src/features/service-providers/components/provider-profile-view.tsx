import { Badge, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ServiceProviderProfile } from '@hissa/contracts/service-providers';
import { DetailList } from '../../../components/detail-list';
import { DetailSection } from '../../../components/detail-section';
import { DualDate } from '../../../components/dual-date';
import { ProfileFact, ProfileHeader, ProfileHeaderSkeleton } from '../../../components/profile-header';
import { useContactItems } from '../../../components/use-contact-items';
import { useLanguage } from '../../../i18n/use-language';
import surfaces from '../../../components/surfaces.module.css';

/**
 * A service provider's profile as buyers see it (contracts service-providers.ts
 * ServiceProviderProfileSchema, decision 008): header with name in both languages, featured
 * badge, category and city; about; business information; contact links. `headingOrder` of the
 * name: 2 under a page's own h1.
 */
export function ProviderProfileView({
  provider,
  headingOrder = 1,
}: {
  provider: ServiceProviderProfile;
  headingOrder?: 1 | 2;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const contactItems = useContactItems(
    { website: provider.website, email: provider.email, phone: provider.phone },
    { website: t('provider.website'), email: t('provider.email'), phone: t('provider.phone') },
  );
  return (
    <Stack gap="lg">
      <ProfileHeader
        logoUrl={provider.logoUrl}
        name={provider.providerName}
        headingOrder={headingOrder}
        otherName={language === 'ar' ? provider.nameEn : provider.nameAr}
        otherLanguage={language === 'ar' ? 'en' : 'ar'}
        badges={
          <>
            <Badge variant="light" color="brand">
              {t('provider.title')}
            </Badge>
            {provider.isFeatured && (
              <Badge
                variant="light"
                color="gold"
                c="gold.9"
                leftSection={<IconStarFilled size={12} aria-hidden="true" />}
              >
                {t('provider.featured')}
              </Badge>
            )}
          </>
        }
        facts={
          <>
            {provider.category && (
              <ProfileFact icon={<IconBriefcase size={16} />}>{provider.category.name}</ProfileFact>
            )}
            {provider.city && <ProfileFact icon={<IconMapPin size={16} />}>{provider.city.name}</ProfileFact>}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg" className={surfaces.detailsGrid}>
        <Stack gap="lg" className={surfaces.mainColumn}>
          <DetailSection title={t('provider.about')}>
            <Text className={surfaces.description} c={provider.description ? undefined : 'dimmed'}>
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
                {
                  label: t('provider.established'),
                  value: provider.establishedDate && <DualDate iso={provider.establishedDate} />,
                },
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
  );
}

/** Placeholder of ProviderProfileView while the profile loads. */
export function ProviderProfileSkeleton() {
  return (
    <Stack gap="lg" aria-hidden="true">
      <ProfileHeaderSkeleton />
      <Skeleton height={180} radius="lg" />
    </Stack>
  );
}
