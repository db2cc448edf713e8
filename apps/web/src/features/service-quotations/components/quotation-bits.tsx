import { Anchor, Badge, Group, Rating, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  QUOTATION_VAT_RATE_BASIS_POINTS,
  type QuotationAttachment,
  type ServiceQuotationStatus,
} from '@hissa/contracts/services-marketplace/quotations';
import { halalasToSar } from '@hissa/contracts/money';
import { useFormatters } from '../../../lib/formatting';
import { downloadQuotationFile } from '../api/quotations-api';

const STATUS_COLOR: Record<ServiceQuotationStatus, string> = {
  pending: 'yellow',
  responded: 'blue',
  accepted: 'green',
  completed: 'teal',
  declined: 'red',
  expired: 'gray',
};

/** A quotation's status as a coloured badge with its word (never colour alone); expired reads inactive. */
export function QuotationStatusBadge({ status }: { status: ServiceQuotationStatus }) {
  const { t } = useTranslation('serviceQuotations');
  return (
    <Badge variant="light" style={{ flexShrink: 0 }} color={STATUS_COLOR[status]} c="dark.7">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** An amount in halalas as SAR through Intl (never a float: halalas -> decimal string). */
export function useSarFromHalalas(): (halalas: number) => string {
  const format = useFormatters();
  return (halalas) => format.sar(halalasToSar(BigInt(halalas)));
}

/** The VAT rate (contracts QUOTATION_VAT_RATE_BASIS_POINTS) as a percentage in the page's digits: 15% / ١٥٪. */
export function useVatRate(): string {
  const format = useFormatters();
  return format.percent(String(QUOTATION_VAT_RATE_BASIS_POINTS / 100));
}

/** The files of a request or a response as download links (bearer-authenticated). */
export function AttachmentLinks({ files }: { files: readonly QuotationAttachment[] }) {
  const { t } = useTranslation('serviceQuotations');
  if (files.length === 0) return null;
  return (
    <Stack gap={4}>
      {files.map((file) => (
        <Anchor
          key={file.fileId}
          component="button"
          type="button"
          size="sm"
          onClick={() => void downloadQuotationFile(file)}
          aria-label={t('common.download', { name: file.name })}
        >
          <Group gap={6} wrap="nowrap">
            <IconPaperclip size={16} aria-hidden="true" />
            <span>{file.name}</span>
          </Group>
        </Anchor>
      ))}
    </Stack>
  );
}

/** A provider's average rating as stars and the review count, or "No reviews yet". */
export function ProviderRating({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation('serviceQuotations');
  const format = useFormatters();
  if (rating === null)
    return (
      <Text size="sm" c="dimmed">
        {t('buyer.noRating')}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={rating} fractions={10} readOnly size="sm" aria-hidden="true" />
      <Text size="sm">
        {format.decimal(String(rating))} · {t('buyer.reviews', { count, formattedCount: format.number(count) })}
      </Text>
    </Group>
  );
}
