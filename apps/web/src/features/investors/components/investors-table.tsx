import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestorListItem } from '@hissa/contracts/investors';
import { EntityLogo } from '../../../components/entity-logo';
import { FocusBadges } from './focus-badges';
import classes from './investors.module.css';
import { InvestorKindBadge } from './investor-kind-badge';
import { InvestorNameLink } from './investor-name-link';
import surfaces from '../../../components/surfaces.module.css';

/** The investors list as a table (desktop): investor and type, location, sector focus, geographic focus, strategy. */
export function InvestorsTable({ investors }: { investors: InvestorListItem[] }) {
  const { t } = useTranslation('investors');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={surfaces.dataTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('list.investor')}</Table.Th>
            <Table.Th scope="col">{t('list.location')}</Table.Th>
            <Table.Th scope="col">{t('list.sectorFocus')}</Table.Th>
            <Table.Th scope="col">{t('list.geographicFocus')}</Table.Th>
            <Table.Th scope="col">{t('list.strategy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {investors.map((investor) => (
            <Table.Tr key={investor.investorId}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <EntityLogo src={investor.logoUrl} name={investor.name} size={40} />
                  <Stack gap={4} align="flex-start">
                    <InvestorNameLink investor={investor} />
                    <InvestorKindBadge kind={investor.type} />
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {investor.city
                    ? t('list.cityCountry', { city: investor.city.name, country: investor.country.name })
                    : investor.country.name}
                </Text>
              </Table.Td>
              <Table.Td className={classes.focusCell}>
                <FocusBadges items={investor.sectorFocus} limit={2} />
              </Table.Td>
              <Table.Td className={classes.focusCell}>
                <FocusBadges items={investor.geographicFocus} limit={3} color="blue" />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{investor.strategy?.name ?? t('list.none')}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
