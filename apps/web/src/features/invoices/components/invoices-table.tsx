import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@hissa/contracts/billing/invoices';
import { showNotification } from '../../../lib/notify';
import { LtrText } from '../../../components/ltr-text';
import surfaces from '../../../components/surfaces.module.css';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { downloadInvoicePdf } from '../api/invoices-api';

/** From this width the invoices show as a table; below it, as cards (phones). */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

/** The download of one invoice's PDF: which one is under way, and the failure's message as a notification. */
function useInvoiceDownload(asAdmin: boolean) {
  const { t } = useTranslation('invoices');
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = (invoice: InvoiceSummary) => {
    setDownloading(invoice.id);
    downloadInvoicePdf(invoice, asAdmin)
      .catch((failure: unknown) =>
        showNotification({
          color: 'red',
          title: t('downloadFailed'),
          message: failure instanceof Error ? failure.message : '',
        }),
      )
      .finally(() => setDownloading(null));
  };
  return { downloading, download };
}

/** The download button of one invoice, labelled with its number. */
function DownloadButton({
  invoice,
  loading,
  onClick,
}: {
  invoice: InvoiceSummary;
  loading: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('invoices');
  const label = t('download', { label: invoice.label });
  return (
    <Tooltip label={label}>
      <ActionIcon variant="light" size="lg" aria-label={label} loading={loading} onClick={onClick}>
        <IconDownload size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * An invoice's or credit note's number (decision 035): a credit note is badged "Credit note" and
 * names the invoice it credits; a credited invoice names its credit note ("Credited by HS-CRN-…").
 */
function DocumentLabel({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6}>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          <LtrText>{invoice.label}</LtrText>
        </Text>
        {invoice.kind === 'credit_note' && (
          <Badge variant="light" color="orange" size="sm">
            {t('creditNote.badge')}
          </Badge>
        )}
      </Group>
      {invoice.creditsLabel && (
        <Text size="xs" c="dimmed">
          {t('creditNote.credits')}{' '}
          <span style={{ whiteSpace: 'nowrap' }}>
            <LtrText>{invoice.creditsLabel}</LtrText>
          </span>
        </Text>
      )}
      {invoice.creditedByLabel && (
        <Text size="xs" c="dimmed">
          {t('creditNote.creditedBy')}{' '}
          <span style={{ whiteSpace: 'nowrap' }}>
            <LtrText>{invoice.creditedByLabel}</LtrText>
          </span>
        </Text>
      )}
    </Stack>
  );
}

/**
 * An amount of the list in SAR: a credit note's, which goes back to the buyer, with a minus sign
 * (the wire and the documents state it positive as the amount credited; decision 035).
 */
function signedSar(format: ReturnType<typeof useFormatters>, invoice: InvoiceSummary, amount: string): string {
  return format.sar(invoice.kind === 'credit_note' ? `-${amount}` : amount);
}

/**
 * Invoices and credit notes as a table (cards on phones): number, date, description in the page's language, total
 * with VAT (SAR; a credit note's with a minus sign), and a PDF download each. `asAdmin` adds the buyer, net and VAT and downloads
 * through the admin's endpoint. A failed download shows the server's message.
 */
export function InvoicesTable({ invoices, asAdmin = false }: { invoices: InvoiceSummary[]; asAdmin?: boolean }) {
  const { t } = useTranslation('invoices');
  const { language } = useLanguage();
  const format = useFormatters();
  const { downloading, download } = useInvoiceDownload(asAdmin);
  // One layout in the DOM at a time (a hidden twin would confuse find-in-page and tests alike).
  const isTableLayout = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  const description = (invoice: InvoiceSummary) => (language === 'ar' ? invoice.descriptionAr : invoice.descriptionEn);
  const button = (invoice: InvoiceSummary) => (
    <DownloadButton invoice={invoice} loading={downloading === invoice.id} onClick={() => download(invoice)} />
  );
  if (!isTableLayout)
    return (
      <Stack gap="sm">
        {invoices.map((invoice) => (
          <Paper key={invoice.id} withBorder radius="md" p="md" component="article" aria-label={invoice.label}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <DocumentLabel invoice={invoice} />
                <Text size="sm">{description(invoice)}</Text>
                {asAdmin && (
                  <Text size="sm">
                    <bdi>{invoice.buyerName}</bdi>
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {format.dateTime(invoice.issuedAt)}
                </Text>
                <Text fw={600}>
                  {t('columns.total')}: {signedSar(format, invoice, invoice.total)}
                </Text>
                {asAdmin && (
                  <Text size="sm" c="dimmed">
                    {t('columns.net')}: {signedSar(format, invoice, invoice.net)} · {t('columns.vat')}:{' '}
                    {signedSar(format, invoice, invoice.vat)}
                  </Text>
                )}
              </Stack>
              {button(invoice)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={asAdmin ? 900 : 620}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={surfaces.dataTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.number')}</Table.Th>
            <Table.Th scope="col">{t('columns.date')}</Table.Th>
            {asAdmin && <Table.Th scope="col">{t('columns.buyer')}</Table.Th>}
            <Table.Th scope="col">{t('columns.description')}</Table.Th>
            {asAdmin && <Table.Th scope="col">{t('columns.net')}</Table.Th>}
            {asAdmin && <Table.Th scope="col">{t('columns.vat')}</Table.Th>}
            <Table.Th scope="col">{t('columns.total')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('columns.download')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <DocumentLabel invoice={invoice} />
              </Table.Td>
              <Table.Td>{format.dateTime(invoice.issuedAt)}</Table.Td>
              {asAdmin && (
                <Table.Td>
                  <bdi>{invoice.buyerName}</bdi>
                </Table.Td>
              )}
              <Table.Td>{description(invoice)}</Table.Td>
              {asAdmin && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{signedSar(format, invoice, invoice.net)}</Table.Td>
              )}
              {asAdmin && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{signedSar(format, invoice, invoice.vat)}</Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }} fw={600}>
                {signedSar(format, invoice, invoice.total)}
              </Table.Td>
              <Table.Td>{button(invoice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
