import {
  Badge,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon, CouponStatus, CreateCoupon } from '@hissa/contracts/billing/coupons';
import { PURCHASE_KINDS, type PurchaseKind } from '@hissa/contracts/billing/payments';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCoupons, useCreateCoupon, useDeactivateCoupon } from '../api/payments-api';
import { percentToBasisPoints } from '../components/coupon-percent';
import classes from '../components/payments.module.css';

/** Riyadh's offset: the dates the admin picks are Riyadh days (UTC+3, no daylight saving). */
const RIYADH_OFFSET = '+03:00';

const STATUS_COLOURS: Record<CouponStatus, string> = {
  active: 'teal',
  scheduled: 'blue',
  expired: 'gray',
  used_up: 'orange',
};

type FormValues = {
  code: string;
  discountType: 'percent' | 'amount';
  percent: string;
  amount: string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: string;
  purchaseKinds: PurchaseKind[];
};

/** The create body of the form's values: one discount, Riyadh days as instants (from 00:00, until 23:59:59). */
function bodyOf(values: FormValues): CreateCoupon {
  return {
    code: values.code.trim(),
    ...(values.discountType === 'percent'
      ? { percentBasisPoints: percentToBasisPoints(values.percent) }
      : { amount: values.amount.trim() }),
    validFrom: values.validFrom ? `${values.validFrom}T00:00:00${RIYADH_OFFSET}` : null,
    validUntil: values.validUntil ? `${values.validUntil}T23:59:59${RIYADH_OFFSET}` : null,
    maxRedemptions: values.maxRedemptions.trim() ? Number(values.maxRedemptions) : null,
    purchaseKinds: values.purchaseKinds,
  };
}

/** The server's field names mapped to the form's. */
const FORM_FIELD: Record<string, keyof FormValues> = {
  code: 'code',
  percentBasisPoints: 'percent',
  amount: 'amount',
  validFrom: 'validFrom',
  validUntil: 'validUntil',
  maxRedemptions: 'maxRedemptions',
};

/**
 * The admin's coupons (/admin/coupons; contracts coupons-endpoints.ts): a form to create one (a
 * percentage or a SAR amount off, valid between two Riyadh days, an optional limit of uses and
 * purchase kinds) and the list with each coupon's uses and status, with Deactivate.
 */
export function AdminCouponsPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('coupons.title'));
  const coupons = useCoupons();
  return (
    <Stack gap="lg">
      <PageTitle title={t('coupons.title')} subtitle={t('coupons.subtitle')} />
      <CreateCouponForm />
      <Title order={2} size="h3">
        {t('coupons.listTitle')}
      </Title>
      {coupons.isPending ? (
        <Skeleton h={120} />
      ) : coupons.isError ? (
        <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.data.length === 0 ? (
        <EmptyState icon={<IconTicket size={28} />} title={t('coupons.empty')} description={t('coupons.emptyText')} />
      ) : (
        <Stack gap="md">
          {coupons.data.data.map((coupon) => (
            <CouponItem key={coupon.id} coupon={coupon} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The create form; the server checks every rule and its field errors show under the inputs. */
function CreateCouponForm() {
  const { t } = useTranslation('payments');
  const create = useCreateCoupon();
  const form = useForm<FormValues>({
    initialValues: {
      code: '',
      discountType: 'percent',
      percent: '',
      amount: '',
      validFrom: '',
      validUntil: '',
      maxRedemptions: '',
      purchaseKinds: [],
    },
  });
  const submit = form.onSubmit((values) => {
    form.clearErrors();
    create.mutate(bodyOf(values), {
      onSuccess: (answer) => {
        showNotification({ color: 'green', message: answer.message });
        form.reset();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const fieldError of error.fieldErrors) {
          const field = FORM_FIELD[fieldError.field.replace(/^body\./, '')];
          form.setFieldError(field ?? 'code', fieldError.message);
        }
        if (error.fieldErrors.length === 0) form.setFieldError('code', error.message);
      },
    });
  });
  return (
    <form onSubmit={submit} className={classes.panel} aria-label={t('coupons.createTitle')} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('coupons.createTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('coupons.code')}
            description={t('coupons.codeHint')}
            dir="ltr"
            required
            {...form.getInputProps('code')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="coupon-discount-type">
              {t('coupons.discountType')}
            </Text>
            <SegmentedControl
              aria-labelledby="coupon-discount-type"
              data={[
                { value: 'percent', label: t('coupons.percent') },
                { value: 'amount', label: t('coupons.amount') },
              ]}
              {...form.getInputProps('discountType')}
            />
          </Stack>
          {form.values.discountType === 'percent' ? (
            <TextInput
              label={t('coupons.percentLabel')}
              inputMode="decimal"
              required
              {...form.getInputProps('percent')}
            />
          ) : (
            <TextInput
              label={t('coupons.amountLabel')}
              inputMode="decimal"
              required
              {...form.getInputProps('amount')}
            />
          )}
          <TextInput
            label={t('coupons.maxRedemptions')}
            description={t('coupons.maxRedemptionsHint')}
            inputMode="numeric"
            {...form.getInputProps('maxRedemptions')}
          />
          <TextInput
            type="date"
            label={t('coupons.validFrom')}
            description={t('coupons.validFromHint')}
            {...form.getInputProps('validFrom')}
          />
          <TextInput
            type="date"
            label={t('coupons.validUntil')}
            description={t('coupons.validUntilHint')}
            {...form.getInputProps('validUntil')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('coupons.purchaseKinds')}
          description={t('coupons.purchaseKindsHint')}
          {...form.getInputProps('purchaseKinds')}
        >
          <Group gap="md" mt={6}>
            {PURCHASE_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={t(`coupons.kind.${kind}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('coupons.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One coupon: code, discount, dates, uses and status, with Deactivate while it can still be used. */
function CouponItem({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const [isConfirming, setIsConfirming] = useState(false);
  const deactivate = useDeactivateCoupon();
  const discount =
    coupon.percentBasisPoints !== null
      ? format.percent((coupon.percentBasisPoints / 100).toFixed(2))
      : format.sar(coupon.amount ?? '0');
  const uses =
    coupon.maxRedemptions === null
      ? t('coupons.usesUnlimited', { used: format.number(coupon.redemptions) })
      : t('coupons.uses', { used: format.number(coupon.redemptions), max: format.number(coupon.maxRedemptions) });
  return (
    <article className={classes.panel} aria-label={coupon.code}>
      <div className={classes.row}>
        <Stack gap={2}>
          <Text fw={600}>
            <LtrText>{coupon.code}</LtrText> · {t('coupons.off', { discount })}
          </Text>
          <Text size="sm">
            {t('coupons.validity', {
              from: format.dateTime(coupon.validFrom),
              until: coupon.validUntil ? format.dateTime(coupon.validUntil) : t('coupons.noEnd'),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {uses} ·{' '}
            {coupon.purchaseKinds.length === 0
              ? t('coupons.allKinds')
              : coupon.purchaseKinds.map((kind) => t(`coupons.kind.${kind}`)).join(t('coupons.separator'))}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end">
          {/* dark text keeps 4.5:1 contrast on every light badge background */}
          <Badge color={STATUS_COLOURS[coupon.status]} c="dark.7" variant="light" radius="sm">
            {t(`coupons.status.${coupon.status}`)}
          </Badge>
          {(coupon.status === 'active' || coupon.status === 'scheduled') && (
            <Button size="xs" variant="default" onClick={() => setIsConfirming(true)}>
              {t('coupons.deactivate')}
            </Button>
          )}
        </Stack>
      </div>
      <ConfirmDialog
        opened={isConfirming}
        title={t('coupons.deactivateTitle', { code: coupon.code })}
        body={t('coupons.deactivateText')}
        confirmLabel={t('coupons.deactivate')}
        isPending={deactivate.isPending}
        error={deactivate.error}
        onClose={() => setIsConfirming(false)}
        onConfirm={() =>
          deactivate.mutate(coupon.id, {
            onSuccess: (answer) => {
              setIsConfirming(false);
              showNotification({ color: 'green', message: answer.message });
            },
          })
        }
      />
    </article>
  );
}
