import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  CopyButton,
  Divider,
  FileInput,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconCreditCard, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES, type PaymentDetail } from '@hissa/contracts/billing/payments';
import { showNotification } from '../../../lib/notify';
import { ErrorState } from '../../../components/error-state';
import { FactRows } from '../../../components/fact-rows';
import { LtrText } from '../../../components/ltr-text';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { useStartCardCheckout, useUploadReceipt } from '../api/payments-api';
import classes from './payments.module.css';

/** A value the payer copies (the IBAN, the reference): its label above it, left-to-right, with a copy button. */
function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('payments');
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <span className={classes.copyValue}>
        <LtrText>{value}</LtrText>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('page.copied') : t('page.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={`${t('page.copy')}: ${label}`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </span>
    </div>
  );
}

/**
 * How to pay an awaiting payment (spec: terms accepted before payment): the terms checkbox,
 * "Pay by card" when a card gateway is on (the browser goes to the gateway's hosted page), and the
 * bank-transfer instructions (bank, IBAN and reference with copy buttons, the due date) with the
 * receipt upload (PDF, PNG or JPEG up to RECEIPT_MAX_BYTES; the server checks the content).
 */
export function HowToPay({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const format = useFormatters();
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [isTermsMissing, setIsTermsMissing] = useState(false);
  const [receipt, setReceipt] = useState<File | null>(null);
  const checkout = useStartCardCheckout();
  const upload = useUploadReceipt();
  const canPayByCard = payment.actions.includes('pay_by_card');
  const withTerms = (action: () => void) => () => {
    if (!hasAcceptedTerms) return setIsTermsMissing(true);
    action();
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('page.howToPay')}
      </Title>
      {payment.statusReason && payment.status === 'awaiting_payment' && (
        <Alert color="orange" title={t('page.rejectedTitle')}>
          <bdi>{payment.statusReason}</bdi>
        </Alert>
      )}
      <Checkbox
        checked={hasAcceptedTerms}
        onChange={(event) => {
          setHasAcceptedTerms(event.currentTarget.checked);
          setIsTermsMissing(false);
        }}
        error={isTermsMissing ? t('page.termsRequired') : undefined}
        label={
          <Trans
            t={t}
            i18nKey="page.acceptTerms"
            components={{ terms: <Anchor component={Link} to="/terms-and-conditions" target="_blank" inherit /> }}
          />
        }
      />
      {canPayByCard && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('page.cardTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('page.cardText')}
          </Text>
          {checkout.isError && <ErrorState error={checkout.error} />}
          <Button
            leftSection={<IconCreditCard size={18} />}
            loading={checkout.isPending}
            onClick={withTerms(() =>
              checkout.mutate(payment.reference, {
                onSuccess: (answer) => window.location.assign(answer.data.redirectUrl),
              }),
            )}
          >
            {t('page.payByCard', { total: format.sar(payment.breakdown.total) })}
          </Button>
          <Divider my="xs" />
        </Stack>
      )}
      {payment.bank && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('page.bankTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('page.bankText')}
          </Text>
          <FactRows
            facts={[
              {
                label: t('page.bankName'),
                value: language === 'ar' ? payment.bank.bankNameAr : payment.bank.bankNameEn,
              },
              { label: t('page.total'), value: format.sar(payment.breakdown.total) },
              { label: t('page.dueDate'), value: payment.dueAt ? format.gregorianDate(payment.dueAt) : null },
            ]}
          />
          <CopyField label={t('page.iban')} value={payment.bank.iban} />
          <CopyField label={t('page.reference')} value={payment.reference} />
          <FileInput
            label={t('page.receipt')}
            description={t('page.receiptHint', { size: format.number(RECEIPT_MAX_BYTES / (1024 * 1024)) })}
            accept={RECEIPT_CONTENT_TYPES.join(',')}
            value={receipt}
            onChange={setReceipt}
            clearable
            leftSection={<IconUpload size={16} aria-hidden="true" />}
          />
          {upload.isError && <ErrorState error={upload.error} />}
          <Button
            variant="light"
            disabled={!receipt}
            loading={upload.isPending}
            onClick={withTerms(() => {
              if (!receipt) return;
              upload.mutate(
                { reference: payment.reference, receipt },
                {
                  onSuccess: (answer) => {
                    setReceipt(null);
                    showNotification({ color: 'green', message: answer.message });
                  },
                },
              );
            })}
          >
            {t('page.upload')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
