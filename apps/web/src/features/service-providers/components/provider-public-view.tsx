import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconBriefcase, IconFileInvoice, IconMapPin, IconRosette, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { halalasToSar } from '@hissa/contracts/money';
import type { ProviderPublicProfile } from '@hissa/contracts/services-marketplace/provider-content';
import { DetailList } from '../../../components/detail-list';
import { DetailSection } from '../../../components/detail-section';
import { DualDate } from '../../../components/dual-date';
import { FeaturedBadge } from '../../../components/featured-badge';
import { ProfileFact, ProfileHeader, ProfileHeaderSkeleton } from '../../../components/profile-header';
import { useContactItems } from '../../../components/use-contact-items';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { newQuotationRequestPath } from '@hissa/contracts/services-marketplace/quotations';
import surfaces from '../../../components/surfaces.module.css';
import classes from './provider-public-view.module.css';

/** A person's or company's initials (first letters of the first two words), for a picture placeholder. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

/** A section of the public profile; says so when the provider has not filled it in. */
function Section({ title, isEmpty, children }: { title: string; isEmpty: boolean; children: ReactNode }) {
  const { t } = useTranslation('providerProfile');
  return (
    <DetailSection title={title}>
      {isEmpty ? (
        <Text c="dimmed" size="sm">
          {t('noSection')}
        </Text>
      ) : (
        children
      )}
    </DetailSection>
  );
}

/**
 * A provider's full public profile as buyers see it (contracts ProviderPublicProfileSchema;
 * docs/decisions/014): header with the "Request a quotation" button, about, business info,
 * service portfolio (starting fee in SAR), projects with pictures, clients with logos, team,
 * honors and awards, then testimonials: verified reviews (stars, "Verified") before the ones the
 * provider shares itself. Pictures fall back to initials. `headingOrder` 2 under a page's own h1.
 */
export function ProviderPublicView({
  profile,
  headingOrder = 1,
}: {
  profile: ProviderPublicProfile;
  headingOrder?: 1 | 2;
}) {
  const { t } = useTranslation('providerProfile');
  const { t: common } = useTranslation();
  const format = useFormatters();
  const { language } = useLanguage();
  const quoted = (text: string) => (language === 'ar' ? `«${text}»` : `“${text}”`);
  const contactItems = useContactItems(
    { website: profile.website, email: profile.email, phone: profile.phone },
    { website: common('provider.website'), email: common('provider.email'), phone: common('provider.phone') },
  );
  const fee = (halalas: number) => format.sar(halalasToSar(BigInt(halalas)));

  return (
    <Stack gap="lg">
      <ProfileHeader
        logoUrl={profile.logo?.thumbnailUrl ?? null}
        name={profile.providerName}
        otherName={null}
        otherLanguage="en"
        headingOrder={headingOrder}
        badges={
          <>
            <Badge variant="light" color="brand">
              {common('provider.title')}
            </Badge>
            {profile.isFeatured && <FeaturedBadge />}
            {profile.rating.count > 0 && profile.rating.average !== null && (
              <Badge variant="light" color="brand" leftSection={<IconShieldCheck size={12} aria-hidden="true" />}>
                {t('reviewsSummary', {
                  average: format.decimal(String(profile.rating.average)),
                  count: format.decimal(String(profile.rating.count)),
                })}
              </Badge>
            )}
          </>
        }
        facts={
          <>
            {profile.category && <ProfileFact icon={<IconBriefcase size={16} />}>{profile.category.name}</ProfileFact>}
            {profile.city && <ProfileFact icon={<IconMapPin size={16} />}>{profile.city.name}</ProfileFact>}
          </>
        }
      />
      <Group justify="flex-end">
        <Button
          component={Link}
          to={newQuotationRequestPath([profile.providerId])}
          size="md"
          leftSection={<IconFileInvoice size={18} aria-hidden="true" />}
          className={classes.quoteButton}
        >
          {t('requestQuotation')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg" className={surfaces.detailsGrid}>
        <Stack gap="lg" className={surfaces.mainColumn}>
          <DetailSection title={t('parts.about')}>
            <Text className={surfaces.description} c={profile.description ? undefined : 'dimmed'}>
              {profile.description ?? common('provider.noDescription')}
            </Text>
          </DetailSection>

          <Section title={t('parts.services')} isEmpty={profile.services.length === 0}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {profile.services.map((service) => (
                <Card key={service.id} withBorder radius="md" padding="md">
                  {service.pictures[0] && (
                    <Card.Section mb="sm">
                      <Image src={service.pictures[0].thumbnailUrl} alt="" h={140} fit="cover" />
                    </Card.Section>
                  )}
                  <Text fw={600}>{service.title}</Text>
                  {service.subCategory && (
                    <Text size="xs" c="dimmed">
                      {service.subCategory.name}
                    </Text>
                  )}
                  {service.description && (
                    <Text size="sm" mt={6} className={surfaces.description}>
                      {service.description}
                    </Text>
                  )}
                  {service.startingFeeHalalas !== null && (
                    <Text fw={600} c="brand.7" mt="sm">
                      {t('startingFrom', { fee: fee(service.startingFeeHalalas) })}
                    </Text>
                  )}
                </Card>
              ))}
            </SimpleGrid>
          </Section>

          <Section title={t('parts.projects')} isEmpty={profile.projects.length === 0}>
            <Stack gap="md">
              {profile.projects.map((project) => (
                <Card key={project.id} withBorder radius="md" padding="md">
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Text fw={600}>{project.title}</Text>
                    {project.completedYear !== null && (
                      <Badge variant="default">{format.year(`${project.completedYear}-06-01`)}</Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[project.category?.name, project.subCategory?.name].filter(Boolean).join(' · ')}
                  </Text>
                  {project.clientName && (
                    <Text size="sm" mt={4}>
                      {t('client', { name: project.clientName })}
                    </Text>
                  )}
                  {project.description && (
                    <Text size="sm" mt={6} className={surfaces.description}>
                      {project.description}
                    </Text>
                  )}
                  {project.pictures.length > 0 && (
                    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="sm">
                      {project.pictures.map((picture) => (
                        <a key={picture.id} href={picture.url} target="_blank" rel="noreferrer">
                          <Image src={picture.thumbnailUrl} alt="" radius="sm" h={96} fit="cover" />
                        </a>
                      ))}
                    </SimpleGrid>
                  )}
                </Card>
              ))}
            </Stack>
          </Section>

          <Section
            title={t('parts.testimonials')}
            isEmpty={profile.reviews.length === 0 && profile.testimonials.length === 0}
          >
            <Stack gap="md">
              {profile.reviews.length > 0 && (
                <Title order={3} size="h5">
                  {t('verifiedReviews')}
                </Title>
              )}
              {profile.reviews.map((review) => (
                <Card key={review.id} withBorder radius="md" padding="md">
                  <Group justify="space-between" gap="xs">
                    <span role="img" aria-label={t('stars', { rating: review.rating })}>
                      <Rating value={review.rating} readOnly aria-hidden="true" />
                    </span>
                    <Badge color="brand" variant="light" leftSection={<IconShieldCheck size={12} aria-hidden="true" />}>
                      {t('verified')}
                    </Badge>
                  </Group>
                  <Text size="sm" mt="xs">
                    {review.comment}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {review.reviewerName} · {format.gregorianDate(review.createdAt.slice(0, 10))}
                  </Text>
                </Card>
              ))}
              {profile.testimonials.map((testimonial) => (
                <Card key={testimonial.id} withBorder radius="md" padding="md" bg="gray.0">
                  <Text size="sm" fs="italic">
                    {quoted(testimonial.quote)}
                  </Text>
                  <Group justify="space-between" gap="xs" mt="xs">
                    <Text size="xs" fw={600}>
                      {testimonial.authorName}
                      {testimonial.authorDesignation && ` · ${testimonial.authorDesignation}`}
                    </Text>
                    <Badge variant="default" size="sm">
                      {t('sharedByProvider')}
                    </Badge>
                  </Group>
                </Card>
              ))}
            </Stack>
          </Section>
        </Stack>

        <Stack gap="lg">
          <DetailSection title={t('parts.businessInfo')}>
            <DetailList
              columns={1}
              items={[
                { label: common('provider.category'), value: profile.category?.name },
                { label: common('provider.subCategory'), value: profile.subCategory?.name },
                { label: common('provider.businessType'), value: profile.businessType?.name },
                { label: common('provider.employees'), value: profile.numberOfEmployees?.name },
                { label: t('developmentStage'), value: profile.developmentStage?.name },
                {
                  label: common('provider.established'),
                  value: profile.establishedDate && <DualDate iso={profile.establishedDate} />,
                },
                { label: common('provider.city'), value: profile.city?.name },
                {
                  label: t('industriesServed'),
                  value: profile.industryGroups.length > 0 && (
                    <Group gap={4}>
                      {profile.industryGroups.map((group) => (
                        <Badge key={group.code} variant="light" color="gray" size="sm" className={classes.wrapBadge}>
                          {group.name}
                        </Badge>
                      ))}
                    </Group>
                  ),
                },
              ]}
            />
          </DetailSection>
          <DetailSection title={common('provider.contact')}>
            <DetailList columns={1} items={contactItems} />
          </DetailSection>
          <Section title={t('parts.clients')} isEmpty={profile.clients.length === 0}>
            <Stack gap="sm">
              {profile.clients.map((client) => (
                <Group key={client.id} gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={client.logo?.thumbnailUrl} alt="" radius="md" color="brand">
                    {initials(client.name)}
                  </Avatar>
                  <div>
                    <Text fw={600} size="sm">
                      {client.name}
                    </Text>
                    {client.designation && (
                      <Text size="xs" c="dimmed">
                        {client.designation}
                      </Text>
                    )}
                    {client.description && <Text size="sm">{client.description}</Text>}
                  </div>
                </Group>
              ))}
            </Stack>
          </Section>
          <Section title={t('parts.teamMembers')} isEmpty={profile.teamMembers.length === 0}>
            <Stack gap="sm">
              {profile.teamMembers.map((member) => (
                <Group key={member.id} gap="sm" wrap="nowrap">
                  <Avatar src={member.photo?.thumbnailUrl} alt="" radius="xl" color="brand">
                    {initials(member.name)}
                  </Avatar>
                  <div>
                    <Text fw={600} size="sm">
                      {[member.title, member.name].filter(Boolean).join(' ')}
                    </Text>
                    {member.designation && (
                      <Text size="xs" c="dimmed">
                        {member.designation}
                      </Text>
                    )}
                  </div>
                </Group>
              ))}
            </Stack>
          </Section>
          <Section title={t('parts.awards')} isEmpty={profile.awards.length === 0}>
            <Timeline bulletSize={22} lineWidth={2}>
              {profile.awards.map((award) => (
                <Timeline.Item key={award.id} bullet={<IconRosette size={12} aria-hidden="true" />} title={award.title}>
                  <Text size="xs" c="dimmed">
                    {award.issuer} · {format.year(`${award.year}-06-01`)}
                  </Text>
                  {award.description && <Text size="sm">{award.description}</Text>}
                </Timeline.Item>
              ))}
            </Timeline>
          </Section>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** Placeholder of a provider profile while it loads. */
export function ProviderProfileSkeleton() {
  return (
    <Stack gap="lg" aria-hidden="true">
      <ProfileHeaderSkeleton />
      <Skeleton height={180} radius="lg" />
    </Stack>
  );
}
