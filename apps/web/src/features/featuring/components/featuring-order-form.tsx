import { Checkbox, Group, List, Radio, Select, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FeaturingOptions } from '@hissa/contracts/billing/featuring';
import type { PaymentMethod } from '@hissa/contracts/billing/payments';
import { priceBreakdown } from '@hissa/contracts/billing/pricing';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { FormActions } from '../../../components/form-actions';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useBuyFeaturing } from '../api/featuring-api';
import classes from './featuring.module.css';

/** What is being bought: a company featuring option ('1', '2', '3') or the sub-industry listing. */
type Choice = `${1 | 2 | 3}` | 'listing';

/**
 * The order form of /sp/plan/feature-your-company (spec §9, decision 023): the three durations
 * with their SAR prices and per-month equivalent, or the 30-day listing in one of my classes; the
 * summary with VAT (contracts priceBreakdown, the server prices again), a coupon, the method, the
 * terms; then the payment page. Server refusals show under their fields.
 */
export function FeaturingOrderForm({ options }: { options: FeaturingOptions }) {
  const { t } = useTranslation('featuring');
  const format = useFormatters();
  const navigate = useNavigate();
  const buy = useBuyFeaturing();
  const [choice, setChoice] = useState<Choice>('1');
  const [classCode, setClassCode] = useState<string | null>(null);
  const [couponCode, setCouponCode] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [isSubmitAttempted, setIsSubmitAttempted] = useState(false);

  const price =
    choice === 'listing'
      ? options.listing.price
      : (options.options.find((option) => String(option.durationCode) === choice)?.price ?? '0');
  const totals = priceBreakdown(
    [{ quantity: 1, unitHalalas: Number(sarToHalalas(price)) }],
    options.vatRateBasisPoints,
  );
  const sar = (halalas: number) => format.sar(halalasToSar(BigInt(halalas)));
  const serverError = (field: string) =>
    buy.error instanceof ApiError ? buy.error.fieldErrors.find((error) => error.field === field)?.message : undefined;
  const termsError = isSubmitAttempted && !termsAccepted ? t('form.termsRequired') : serverError('body.termsAccepted');
  const classError =
    isSubmitAttempted && choice === 'listing' && !classCode
      ? t('form.classRequired')
      : serverError('body.isicClassCode');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setIsSubmitAttempted(true);
    if (!termsAccepted || (choice === 'listing' && !classCode)) return;
    const payment = { couponCode: couponCode.trim() || undefined, method, termsAccepted: true as const };
    buy.mutate(
      choice === 'listing'
        ? { kind: 'listing', body: { ...payment, isicClassCode: classCode ?? '' } }
        : { kind: 'company', body: { ...payment, durationCode: Number(choice) } },
      { onSuccess: (answer) => void navigate(answer.data.paymentPath) },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('form.label')} className={classes.layout}>
      <Stack gap="lg">
        <section className={classes.panel} aria-labelledby="featuring-choose">
          <Stack gap="md">
            <Title order={2} size="h4" id="featuring-choose">
              {t('form.choose')}
            </Title>
            <Radio.Group
              value={choice}
              onChange={(value) => setChoice(value as Choice)}
              aria-labelledby="featuring-choose"
            >
              <Stack gap="md">
                <div className={classes.options}>
                  {options.options.map((option) => (
                    <Radio.Card
                      key={option.durationCode}
                      value={String(option.durationCode)}
                      className={classes.option}
                    >
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator />
                        <Stack gap={4}>
                          <Text fw={700}>
                            {t('form.months', { count: option.months, months: format.number(option.months) })}
                          </Text>
                          <Text size="xl" fw={700}>
                            {format.sar(option.price)}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {t('form.perMonth', { amount: format.sar(option.perMonth) })}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  ))}
                </div>
                <Radio.Card value="listing" className={classes.option}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <Stack gap={4}>
                      <Text fw={700}>{t('form.listing', { days: format.number(options.listing.days) })}</Text>
                      <Text fw={700}>{format.sar(options.listing.price)}</Text>
                      <Text size="sm" c="dimmed">
                        {t('form.listingHelp')}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              </Stack>
            </Radio.Group>
            {choice === 'listing' && (
              <Select
                label={t('form.class')}
                placeholder={t('form.classPlaceholder')}
                data={options.classes.map((item) => ({ value: item.code, label: item.name }))}
                value={classCode}
                onChange={setClassCode}
                error={classError}
                nothingFoundMessage={t('form.noClasses')}
                searchable
                required
              />
            )}
          </Stack>
        </section>
        <section className={classes.panel} aria-labelledby="featuring-benefits">
          <Stack gap="sm">
            <Title order={2} size="h4" id="featuring-benefits">
              {t('benefits.title')}
            </Title>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={22} radius="xl" color="gold" variant="light">
                  <IconCheck size={14} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              <List.Item>{t('benefits.badge')}</List.Item>
              <List.Item>{t('benefits.first')}</List.Item>
              <List.Item>{t('benefits.recommendations')}</List.Item>
              <List.Item>{t('benefits.stacking')}</List.Item>
            </List>
          </Stack>
        </section>
      </Stack>

      <section className={classes.panel} aria-labelledby="featuring-summary">
        <Stack gap="md">
          <Title order={2} size="h4" id="featuring-summary">
            {t('summary.title')}
          </Title>
          <div className={classes.summaryRow}>
            <Text>{t('summary.subtotal')}</Text>
            <Text>{sar(totals.subtotalHalalas)}</Text>
          </div>
          <div className={classes.summaryRow}>
            <Text>{t('summary.vat', { rate: format.percent(String(options.vatRateBasisPoints / 100)) })}</Text>
            <Text>{sar(totals.vatHalalas)}</Text>
          </div>
          <div className={classes.summaryRow}>
            <Text fw={700}>{t('summary.total')}</Text>
            <Text fw={700}>{sar(totals.totalHalalas)}</Text>
          </div>
          <TextInput
            label={t('summary.coupon')}
            description={t('summary.couponHelp')}
            value={couponCode}
            onChange={(event) => setCouponCode(event.currentTarget.value)}
            error={serverError('body.couponCode')}
            maxLength={32}
          />
          <Radio.Group
            label={t('summary.method')}
            value={method}
            onChange={(value) => setMethod(value as PaymentMethod)}
            error={serverError('body.method')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="bank_transfer" label={t('summary.bankTransfer')} />
              <Radio
                value="card"
                label={t('summary.card')}
                disabled={!options.cardAvailable}
                description={options.cardAvailable ? undefined : t('summary.cardUnavailable')}
              />
            </Stack>
          </Radio.Group>
          <Checkbox
            label={t('summary.terms')}
            checked={termsAccepted}
            onChange={(event) => setTermsAccepted(event.currentTarget.checked)}
            error={termsError}
          />
          <FormActions
            error={buy.error}
            isPending={buy.isPending}
            submitLabel={t('summary.submit', { amount: sar(totals.totalHalalas) })}
          />
        </Stack>
      </section>
    </form>
  );
}
