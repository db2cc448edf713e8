import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsultantSummary } from '@hissa/contracts/consultants';
import { FactRows } from '../../../components/fact-rows';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import classes from './consultants.module.css';

/** The areas of expertise as light badges (the first `limit`, then "+n"). */
export function ExpertiseBadges({
  items,
  limit = 5,
}: {
  items: ConsultantSummary['areasOfExpertise'];
  limit?: number;
}) {
  const format = useFormatters();
  return (
    <Group gap={6}>
      {items.slice(0, limit).map((item) => (
        <Badge key={item.code} variant="light" color="brand" radius="sm" className={classes.wrapBadge}>
          {item.name}
        </Badge>
      ))}
      {items.length > limit && (
        <Badge variant="outline" color="gray" radius="sm">
          +{format.number(items.length - limit)}
        </Badge>
      )}
    </Group>
  );
}

/**
 * A consultant as the directory shows them (and as the consultant's home previews them): initials,
 * name (a link to the profile when `to` is given), headline, CFA badge, areas of expertise,
 * industries, experience, availability and hourly rate in SAR.
 */
export function ConsultantCard({ consultant, to }: { consultant: ConsultantSummary; to?: string }) {
  const { t } = useTranslation('consultants');
  const format = useFormatters();
  const { language } = useLanguage();
  const industries = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    consultant.industries.map((item) => item.name),
  );
  const name = <bdi>{consultant.name}</bdi>;
  return (
    <Paper withBorder p="md" radius="lg" className={classes.card}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar name={consultant.name} color="initials" size={48} radius="xl" aria-hidden="true" />
        <Stack gap={2} className={classes.cardBody}>
          {to ? (
            <Anchor component={Link} to={to} fw={700} className={classes.name}>
              {name}
            </Anchor>
          ) : (
            <Text fw={700} className={classes.name}>
              {name}
            </Text>
          )}
          <Text size="sm" c="dimmed" className={classes.headline}>
            <bdi>{consultant.headline}</bdi>
          </Text>
          {consultant.isCfaCharterholder && (
            <Badge
              mt={4}
              variant="outline"
              color="teal"
              size="sm"
              leftSection={<IconCertificate size={12} aria-hidden="true" />}
            >
              {t('fields.cfa')}
            </Badge>
          )}
        </Stack>
      </Group>
      <ExpertiseBadges items={consultant.areasOfExpertise} limit={3} />
      <FactRows
        facts={[
          { label: t('fields.industries'), value: industries },
          { label: t('fields.yearsOfExperience'), value: consultant.yearsOfExperience.name },
          { label: t('fields.availability'), value: consultant.availability.name },
          {
            label: t('fields.rate'),
            value: (
              <span className={classes.rate}>{t('fields.perHour', { amount: format.sar(consultant.hourlyRate) })}</span>
            ),
          },
        ]}
      />
    </Paper>
  );
}
