import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconFileDescription, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceProviderProfilePath } from '@hissa/contracts/service-providers';
import type { ScreenerProvider } from '@hissa/contracts/services-marketplace/screener';
import { halalasToSar } from '@hissa/contracts/money';
import { EntityLogo } from '../../../components/entity-logo';
import { FeaturedBadge } from '../../../components/featured-badge';
import { useFormatters } from '../../../lib/formatting';
import { newQuotationRequestPath } from '@hissa/contracts/services-marketplace/quotations';
import classes from './screener.module.css';
import surfaces from '../../../components/surfaces.module.css';

/** The lowest starting fee as SAR through Intl ("From SAR 900.00"), or "Fee on request". */
function FeeText({ halalas }: { halalas: number | null }) {
  const { t } = useTranslation('screener');
  const format = useFormatters();
  if (halalas === null) return <>{t('noFee')}</>;
  return <>{t('feeFrom', { amount: format.sar(halalasToSar(BigInt(halalas))) })}</>;
}

/** "Request a quotation" for one provider: the quotation request form addressed to it (sp/quotations/new). */
function RequestQuotationButton({ provider, fullWidth }: { provider: ScreenerProvider; fullWidth?: boolean }) {
  const { t } = useTranslation('screener');
  return (
    <Button
      component={Link}
      to={newQuotationRequestPath([provider.providerId])}
      variant="light"
      size="xs"
      fullWidth={fullWidth}
      aria-label={t('requestQuotationFrom', { name: provider.providerName })}
    >
      {t('requestQuotation')}
    </Button>
  );
}

/** The provider's name linking to its profile (sp/sp/{id}/{name}). */
function ProviderLink({ provider }: { provider: ScreenerProvider }) {
  return (
    <Anchor
      component={Link}
      to={serviceProviderProfilePath(provider.providerId, provider.providerName)}
      fw={600}
      c="gray.9"
      className={classes.name}
    >
      {provider.providerName}
    </Anchor>
  );
}

/** The projects that matched a search by project, as a short list. */
function MatchedProjects({ provider }: { provider: ScreenerProvider }) {
  const { t } = useTranslation('screener');
  if (provider.matchedProjects.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {t('matchedProjects')}
      </Text>
      {provider.matchedProjects.map((project) => (
        <Group key={project.projectId} gap={6} wrap="nowrap" align="flex-start">
          <IconFileDescription size={14} aria-hidden="true" style={{ flexShrink: 0, marginBlockStart: 3 }} />
          <Text size="sm" className={classes.name}>
            {project.title}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** One line of a card: an icon and a short text. */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm" c="gray.7" className={classes.name}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * Providers as cards (phones): logo, name linking to the profile, featured badge, category, city,
 * business type, services and projects counts, starting fee, matched projects, `extra` (the top
 * companies' ranking facts) and "Request a quotation". One column on phones, two from sm.
 */
export function ProviderResultCards<Provider extends ScreenerProvider>({
  providers,
  extra,
}: {
  providers: Provider[];
  extra?: (provider: Provider) => ReactNode;
}) {
  const { t } = useTranslation('screener');
  const format = useFormatters();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className={surfaces.cardList}>
      {providers.map((provider) => (
        <li key={provider.providerId}>
          <Paper
            withBorder
            p="md"
            radius="lg"
            className={`${surfaces.stackedCard} ${classes.card} ${provider.isFeatured ? classes.featuredCard : ''}`}
          >
            <Stack gap="sm" h="100%">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <EntityLogo src={provider.logoUrl} name={provider.providerName} size={48} />
                <Stack gap={4} className={classes.grow}>
                  <ProviderLink provider={provider} />
                  {provider.isFeatured && <FeaturedBadge />}
                </Stack>
              </Group>
              <Stack gap={6}>
                {provider.category && (
                  <Fact icon={<IconBriefcase size={16} aria-hidden="true" />}>{provider.category.name}</Fact>
                )}
                {(provider.city || provider.businessType) && (
                  <Fact icon={<IconMapPin size={16} aria-hidden="true" />}>
                    {[provider.city?.name, provider.businessType?.name].filter(Boolean).join(' · ')}
                  </Fact>
                )}
              </Stack>
              <Group gap="xs">
                <Badge variant="default" radius="sm">
                  {t('services', { formattedCount: format.number(provider.servicesCount) })}
                </Badge>
                <Badge variant="default" radius="sm">
                  {t('projects', { formattedCount: format.number(provider.projectsCount) })}
                </Badge>
              </Group>
              <Text size="sm" fw={600}>
                <FeeText halalas={provider.startingFeeFromHalalas} />
              </Text>
              <MatchedProjects provider={provider} />
              {extra?.(provider)}
              <div style={{ marginBlockStart: 'auto' }}>
                <RequestQuotationButton provider={provider} fullWidth />
              </div>
            </Stack>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** A missing value in a table cell: a dash for the eye, "Not provided" for screen readers. */
function Dash() {
  const { t } = useTranslation('screener');
  return (
    <>
      <Text component="span" c="dimmed" aria-hidden="true">
        —
      </Text>
      <VisuallyHidden>{t('notProvided')}</VisuallyHidden>
    </>
  );
}

/**
 * Providers as a table (desktops): company (logo, name, featured badge, matched projects, `extra`),
 * category, city, business type, services and projects, starting fee, and "Request a quotation".
 */
export function ProviderResultTable<Provider extends ScreenerProvider>({
  providers,
  extra,
}: {
  providers: Provider[];
  extra?: (provider: Provider) => ReactNode;
}) {
  const { t } = useTranslation('screener');
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={surfaces.dataTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columnCompany')}</Table.Th>
            <Table.Th scope="col">{t('columnCategory')}</Table.Th>
            <Table.Th scope="col">{t('columnCity')}</Table.Th>
            <Table.Th scope="col">{t('columnBusinessType')}</Table.Th>
            <Table.Th scope="col">{t('columnPortfolio')}</Table.Th>
            <Table.Th scope="col">{t('columnFee')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('columnActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {providers.map((provider) => (
            <Table.Tr key={provider.providerId}>
              <Table.Td className={classes.nameCell}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <EntityLogo src={provider.logoUrl} name={provider.providerName} size={40} />
                  <Stack gap={4} align="flex-start" className={classes.grow}>
                    <ProviderLink provider={provider} />
                    {provider.isFeatured && <FeaturedBadge />}
                    <MatchedProjects provider={provider} />
                    {extra?.(provider)}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td className={classes.categoryCell}>{provider.category?.name ?? <Dash />}</Table.Td>
              <Table.Td>{provider.city?.name ?? <Dash />}</Table.Td>
              <Table.Td>{provider.businessType?.name ?? <Dash />}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t('services', { formattedCount: format.number(provider.servicesCount) })}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t('projects', { formattedCount: format.number(provider.projectsCount) })}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {provider.startingFeeFromHalalas === null ? (
                  <Dash />
                ) : (
                  format.sar(halalasToSar(BigInt(provider.startingFeeFromHalalas)))
                )}
              </Table.Td>
              <Table.Td>
                <RequestQuotationButton provider={provider} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
