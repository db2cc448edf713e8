import { Anchor, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandLinkedin, IconCertificate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsultantDetail } from '@hissa/contracts/consultants';
import { DetailSection } from '../../../components/detail-section';
import { FactRows } from '../../../components/fact-rows';
import { useFormatters } from '../../../lib/formatting';
import { ExpertiseBadges } from './consultant-card';
import classes from './consultants.module.css';

type Listing = Omit<ConsultantDetail, 'verifiedAt'> & { verifiedAt?: string };

/**
 * A consultant's full profile (the directory's detail page, and the consultant's own preview):
 * a header with initials, name, headline, badges and `actions`, then the summary, the expertise
 * and industries, and the facts (experience, availability, projects per week, hourly rate,
 * degree, LinkedIn). `headingOrder` 2 when the page has its own h1.
 */
export function ConsultantProfileView({
  consultant,
  badges,
  actions,
  headingOrder = 1,
}: {
  consultant: Listing;
  badges?: ReactNode;
  actions?: ReactNode;
  headingOrder?: 1 | 2;
}) {
  const { t } = useTranslation('consultants');
  const format = useFormatters();
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" className={classes.card}>
        <Group gap="lg" align="flex-start" wrap="nowrap">
          <Avatar name={consultant.name} color="initials" size={72} radius="xl" aria-hidden="true" />
          <Stack gap={6} className={classes.cardBody}>
            <Title order={headingOrder} size="h2" className={classes.name}>
              <bdi>{consultant.name}</bdi>
            </Title>
            <Text c="dimmed" className={classes.headline}>
              <bdi>{consultant.headline}</bdi>
            </Text>
            <Group gap={8}>
              {badges}
              {consultant.isCfaCharterholder && (
                <Badge variant="outline" color="teal" leftSection={<IconCertificate size={14} aria-hidden="true" />}>
                  {t('fields.cfa')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        {actions}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection title={t('detail.about')}>
          <Text className={classes.summary}>
            <bdi>{consultant.summary}</bdi>
          </Text>
        </DetailSection>
        <DetailSection title={t('detail.facts')}>
          <FactRows
            facts={[
              { label: t('fields.yearsOfExperience'), value: consultant.yearsOfExperience.name },
              { label: t('fields.availability'), value: consultant.availability.name },
              { label: t('fields.projectsPerWeek'), value: consultant.projectsPerWeek.name },
              {
                label: t('fields.rate'),
                value: (
                  <span className={classes.rate}>
                    {t('fields.perHour', { amount: format.sar(consultant.hourlyRate) })}
                  </span>
                ),
              },
              { label: t('fields.highestDegree'), value: consultant.highestDegree || null },
              {
                label: t('fields.linkedInUrl'),
                value: consultant.linkedInUrl ? (
                  <Anchor href={consultant.linkedInUrl} target="_blank" rel="noopener noreferrer" size="sm">
                    <Group gap={4} component="span">
                      <IconBrandLinkedin size={16} aria-hidden="true" />
                      {t('detail.linkedIn')}
                    </Group>
                  </Anchor>
                ) : null,
              },
              {
                label: t('status.verified'),
                value: consultant.verifiedAt ? format.gregorianDate(consultant.verifiedAt.slice(0, 10)) : null,
              },
            ]}
          />
        </DetailSection>
        <DetailSection title={t('detail.expertise')}>
          <ExpertiseBadges items={consultant.areasOfExpertise} limit={5} />
        </DetailSection>
        <DetailSection title={t('detail.industries')}>
          <ExpertiseBadges items={consultant.industries} limit={5} />
        </DetailSection>
      </SimpleGrid>
    </Stack>
  );
}
