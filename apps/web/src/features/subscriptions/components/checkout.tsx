import { Alert, Button, Checkbox, Group, Radio, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubscriptionSummary } from '@hissa/contracts/billing/subscriptions';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import classes from './subscriptions.module.css';

type Method = 'bank_transfer' | 'card';

/**
 * The subscription summary (spec §3: plan, duration, price, subtotal, discount, VAT, total,
 * renewal date) of the selection `selectionKey`, priced by the server through `quote` with the
 * coupon applied; then the terms (spec §5), the payment method and Pay, which calls `pay`.
 * A refused coupon shows the server's reason under the field; the summary stays without it.
 */
export function Checkout({
  selectionKey,
  quote,
  pay,
  isPaying,
  payError,
}: {
  selectionKey: string;
  quote: (couponCode: string | undefined) => Promise<{ data: SubscriptionSummary }>;
  pay: (input: { couponCode: string | undefined; method: Method; termsAccepted: true }) => void;
  isPaying: boolean;
  payError: Error | null;
}) {
  const { t } = useTranslation('subscriptions');
  const { language } = useLanguage();
  const format = useFormatters();
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<string | undefined>();
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [method, setMethod] = useState<Method>('bank_transfer');
  const summary = useQuery({
    queryKey: ['subscriptions', 'quote', selectionKey, coupon ?? '', language],
    queryFn: () => quote(coupon),
    retry: false,
  });
  const couponError = coupon && summary.error instanceof ApiError ? summary.error.message : null;
  const fallback = useQuery({
    queryKey: ['subscriptions', 'quote', selectionKey, '', language],
    queryFn: () => quote(undefined),
    enabled: couponError !== null,
  });
  const shown = couponError ? fallback.data?.data : summary.data?.data;

  return (
    <section className={classes.panel} aria-labelledby="summary-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="summary-heading">
          {t('summary.title')}
        </Title>
        {shown ? (
          <Table withRowBorders={false} className={classes.summary}>
            <Table.Tbody>
              <Row label={t('summary.plan')} value={language === 'ar' ? shown.planNameAr : shown.planNameEn} />
              <Row label={t('summary.duration')} value={t(`period.${shown.period}`)} />
              <Row label={t('summary.price')} value={format.sar(shown.price)} />
              <Row label={t('summary.subtotal')} value={format.sar(shown.subtotal)} />
              <Row label={t('summary.discount')} value={`− ${format.sar(shown.couponDiscount)}`} />
              {shown.upgradeCredit !== '0.00' && (
                <Row label={t('summary.upgradeCredit')} value={`− ${format.sar(shown.upgradeCredit)}`} />
              )}
              <Row
                label={t('summary.vat', { rate: format.number(shown.vatRateBasisPoints / 100) })}
                value={format.sar(shown.vat)}
              />
              <Row label={t('summary.total')} value={format.sar(shown.total)} strong />
              <Row label={t('summary.renewalDate')} value={format.gregorianDate(shown.renewalDate.slice(0, 10))} />
            </Table.Tbody>
          </Table>
        ) : summary.isError && !couponError ? (
          <Alert color="red">{summary.error.message}</Alert>
        ) : (
          <Skeleton height={260} radius="md" />
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setCoupon(couponInput.trim() || undefined);
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              className={classes.grow}
              label={t('summary.coupon')}
              value={couponInput}
              onChange={(event) => setCouponInput(event.currentTarget.value)}
              error={couponError}
              maxLength={32}
            />
            <Button type="submit" variant="default">
              {t('summary.apply')}
            </Button>
          </Group>
        </form>
        <Radio.Group label={t('method.label')} value={method} onChange={(value) => setMethod(value as Method)}>
          <Group gap="lg" mt="xs">
            <Radio value="bank_transfer" label={t('method.bank_transfer')} />
            <Radio value="card" label={t('method.card')} />
          </Group>
        </Radio.Group>
        <Checkbox
          checked={terms}
          onChange={(event) => {
            setTerms(event.currentTarget.checked);
            setTermsError(false);
          }}
          error={termsError ? t('summary.termsRequired') : undefined}
          label={
            <>
              {t('summary.terms')}{' '}
              <Link to="/terms-and-conditions" target="_blank">
                {t('summary.termsLink')}
              </Link>
            </>
          }
        />
        {payError && <Alert color="red">{payError.message}</Alert>}
        <Group justify="flex-end">
          <Button
            size="md"
            loading={isPaying}
            disabled={!shown}
            onClick={() => {
              if (!terms) return setTermsError(true);
              pay({ couponCode: couponError ? undefined : coupon, method, termsAccepted: true });
            }}
          >
            {shown ? t('summary.pay', { total: format.sar(shown.total) }) : t('summary.payPlain')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('summary.autoRenewNote')}
        </Text>
      </Stack>
    </section>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th fw={strong ? 700 : 500} scope="row">
        {label}
      </Table.Th>
      <Table.Td ta="end" fw={strong ? 700 : undefined}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}
