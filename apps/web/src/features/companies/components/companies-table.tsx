import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
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

/** The companies list as a table (desktop): company, city, sector, legal form, established year. */
export function CompaniesTable({ companies }: { companies: CompanyListItem[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const areaPath = useBrowsingAreaPath();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={surfaces.dataTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('companies.columnCompany')}</Table.Th>
            <Table.Th scope="col">{t('companies.columnCity')}</Table.Th>
            <Table.Th scope="col">{t('companies.columnSector')}</Table.Th>
            <Table.Th scope="col">{t('companies.columnLegalForm')}</Table.Th>
            <Table.Th scope="col" className={classes.numberCell}>
              {t('companies.columnEstablished')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr key={company.companyId}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <EntityLogo src={company.companyLogoUrl} name={company.companyName} size={40} />
                  <Stack gap={4} align="flex-start">
                    <Anchor
                      component={Link}
                      to={companyProfilePath(company.companyName, company.companyId, areaPath)}
                      fw={600}
                      c="gray.9"
                    >
                      {company.companyName}
                    </Anchor>
                    <CompanyTypeBadge company={company} />
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{company.city?.name ?? <Dash />}</Table.Td>
              <Table.Td className={classes.sectorCell}>{company.sector?.name ?? <Dash />}</Table.Td>
              <Table.Td>{company.legalForm?.name ?? <Dash />}</Table.Td>
              <Table.Td className={classes.numberCell}>
                {company.establishedDate ? format.year(company.establishedDate) : <Dash />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A missing value in a table cell: a dash for the eye, "Not provided" for screen readers. */
function Dash() {
  const { t } = useTranslation();
  return (
    <>
      <Text component="span" c="dimmed" aria-hidden="true">
        —
      </Text>
      <VisuallyHidden>{t('common.notProvided')}</VisuallyHidden>
    </>
  );
}
