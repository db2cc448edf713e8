import { Anchor, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBuildingFactory2, IconCalendar, IconMapPin, IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyListItem } from '@hissa/contracts/companies';
import { EntityLogo } from '../../../components/entity-logo';
import { useFormatters } from '../../../lib/formatting';
import { companyProfilePath } from '../../../lib/routes';
import { useBrowsingAreaPath } from '../../../lib/session/dashboard-area';
import { CompanyTypeBadge } from './company-type-badge';
import classes from './companies.module.css';
import surfaces from '../../../components/surfaces.module.css';

/** The companies list as cards (phones and tablets): the table's facts, stacked. */
export function CompanyCards({ companies }: { companies: CompanyListItem[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const areaPath = useBrowsingAreaPath();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" className={surfaces.cardList}>
      {companies.map((company) => (
        <Paper key={company.companyId} component="li" withBorder p="md" radius="lg" className={surfaces.surface}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <EntityLogo src={company.companyLogoUrl} name={company.companyName} size={48} />
            <Stack gap={6} align="flex-start" className={classes.cardBody}>
              <Anchor
                component={Link}
                to={companyProfilePath(company.companyName, company.companyId, areaPath)}
                fw={600}
                c="gray.9"
                className={classes.cardLink}
              >
                {company.companyName}
              </Anchor>
              <CompanyTypeBadge company={company} />
            </Stack>
          </Group>
          <Stack gap={6} mt="sm" className={classes.facts}>
            <Group gap="lg">
              <Fact icon={<IconMapPin size={16} />} label={t('companies.columnCity')} value={company.city?.name} />
              {company.establishedDate && (
                <Fact
                  icon={<IconCalendar size={16} />}
                  label={t('companies.columnEstablished')}
                  value={format.year(company.establishedDate)}
                />
              )}
            </Group>
            <Fact
              icon={<IconBuildingFactory2 size={16} />}
              label={t('companies.columnSector')}
              value={company.sector?.name}
            />
            <Fact
              icon={<IconScale size={16} />}
              label={t('companies.columnLegalForm')}
              value={company.legalForm?.name}
            />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** One fact of a card: an icon, a label for screen readers and the value (or "Not provided"). */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text component="span" c="dimmed" className={classes.factIcon} aria-hidden="true">
        {icon}
      </Text>
      <Text size="sm" c={value ? undefined : 'dimmed'}>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {value ?? t('common.notProvided')}
      </Text>
    </Group>
  );
}
