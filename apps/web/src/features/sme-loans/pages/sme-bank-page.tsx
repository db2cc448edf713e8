import { Button, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SME_LOAN_PATHS } from '@hissa/contracts/sme-loans/loan-application';
import { SME_SIZE_CLASSES } from '@hissa/contracts/sme-loans/loan-lists';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PackageComparison } from '../components/package-comparison';
import classes from '../components/sme-loans.module.css';

/**
 * The SME-loans landing (/sme-bank; spec §1, §9): what the service is, how it works, who is
 * eligible (Monsha'at's size classes by staff and revenue, from contracts), the documents to
 * prepare, and the two business-plan packages side by side, with the way to apply.
 */
export function SmeBankPage() {
  const { t } = useTranslation('smeLoans');
  useDocumentTitle(t('landing.title'));
  const format = useFormatters();
  const rows = SME_SIZE_CLASSES.map((item, index) => {
    const previous = SME_SIZE_CLASSES[index - 1];
    return {
      code: item.code,
      staff: previous
        ? t('landing.range', { from: format.number(previous.maxEmployees + 1), to: format.number(item.maxEmployees) })
        : t('landing.upTo', { value: format.number(item.maxEmployees) }),
      revenue: previous
        ? t('landing.range', {
            from: format.sarCompact(String(previous.maxRevenueSar)),
            to: format.sarCompact(String(item.maxRevenueSar)),
          })
        : t('landing.upTo', { value: format.sarCompact(String(item.maxRevenueSar)) }),
    };
  });

  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="sme-title">
        <Stack gap="md" maw={720}>
          <Title order={1} id="sme-title">
            {t('landing.title')}
          </Title>
          <Text size="lg">{t('landing.subtitle')}</Text>
          <Group gap="sm">
            <Button component={Link} to={SME_LOAN_PATHS.apply} size="md">
              {t('landing.apply')}
            </Button>
            <Button component={Link} to={SME_LOAN_PATHS.selectPackage} size="md" variant="default">
              {t('landing.comparePackages')}
            </Button>
          </Group>
        </Stack>
      </section>

      <section aria-labelledby="sme-how">
        <Title order={2} size="h3" id="sme-how" mb="md">
          {t('landing.howTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {(['how1', 'how2', 'how3'] as const).map((key, index) => (
            <Group key={key} align="flex-start" wrap="nowrap" gap="sm" className={classes.panel}>
              <ThemeIcon radius="xl" size={32} variant="light">
                {format.number(index + 1)}
              </ThemeIcon>
              <Text size="sm">{t(`landing.${key}`)}</Text>
            </Group>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <section className={classes.panel} aria-labelledby="sme-eligibility">
          <Stack gap="sm">
            <Title order={2} size="h3" id="sme-eligibility">
              {t('landing.eligibilityTitle')}
            </Title>
            <Text size="sm">{t('landing.eligibilityText')}</Text>
            <Table.ScrollContainer minWidth={300}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('landing.sizeClass')}</Table.Th>
                    <Table.Th>{t('landing.staff')}</Table.Th>
                    <Table.Th>{t('landing.revenue')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.code}>
                      <Table.Td fw={600}>{t(`sizes.${row.code}`)}</Table.Td>
                      <Table.Td>{row.staff}</Table.Td>
                      <Table.Td>{row.revenue}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </section>
        <section className={classes.panel} aria-labelledby="sme-documents">
          <Stack gap="sm">
            <Title order={2} size="h3" id="sme-documents">
              {t('landing.documentsTitle')}
            </Title>
            <List
              spacing="xs"
              size="sm"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <IconFileText size={14} />
                </ThemeIcon>
              }
            >
              {(['doc1', 'doc2', 'doc3', 'doc4', 'doc5'] as const).map((key) => (
                <List.Item key={key}>{t(`landing.${key}`)}</List.Item>
              ))}
            </List>
          </Stack>
        </section>
      </SimpleGrid>

      <section aria-labelledby="sme-packages">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="sme-packages">
              {t('landing.packagesTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('landing.packagesText')}
            </Text>
          </div>
          <PackageComparison applyPath={SME_LOAN_PATHS.apply} />
        </Stack>
      </section>
    </div>
  );
}
