import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestorListItem } from '@hissa/contracts/investors';
import { EntityLogo } from '../../../components/entity-logo';
import { FactRows } from '../../../components/fact-rows';
import { FocusBadges } from './focus-badges';
import classes from './investors.module.css';
import { InvestorKindBadge } from './investor-kind-badge';
import { InvestorNameLink } from './investor-name-link';
import surfaces from '../../../components/surfaces.module.css';

/** The investors list as cards (phones and tablets): the table's facts, stacked. */
export function InvestorCards({ investors }: { investors: InvestorListItem[] }) {
  const { t } = useTranslation('investors');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" className={surfaces.cardList}>
      {investors.map((investor) => (
        <Paper key={investor.investorId} component="li" withBorder p="md" radius="lg" className={surfaces.stackedCard}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <EntityLogo src={investor.logoUrl} name={investor.name} size={48} />
            <Stack gap={4} align="flex-start" className={classes.body}>
              <InvestorNameLink investor={investor} />
              <InvestorKindBadge kind={investor.type} />
            </Stack>
          </Group>
          <FactRows
            facts={[
              {
                label: t('list.location'),
                value: investor.city
                  ? t('list.cityCountry', { city: investor.city.name, country: investor.country.name })
                  : investor.country.name,
              },
              { label: t('list.strategy'), value: investor.strategy?.name ?? t('list.none') },
            ]}
          />
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('list.sectorFocus')}
            </Text>
            <FocusBadges items={investor.sectorFocus} limit={3} />
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('list.geographicFocus')}
            </Text>
            <FocusBadges items={investor.geographicFocus} limit={4} color="blue" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
