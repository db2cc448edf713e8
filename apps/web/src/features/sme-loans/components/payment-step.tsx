import { Alert, Button, Checkbox, Group, List, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOAN_PACKAGES } from '@hissa/contracts/billing/catalog';
import { halalasToSar } from '@hissa/contracts/money';
import { DRAFT_STEPS, type LoanApplication, type LoanStep } from '@hissa/contracts/sme-loans/loan-application';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { PrecheckAlert } from './precheck-alert';

type Method = 'bank_transfer' | 'card';

/**
 * Step 6, payment details: the pre-check, what is asked and the package's price (net of VAT; the
 * payment page adds VAT), the payment method when a package is chosen, the terms, and Submit
 * (`onSubmit`). Steps not saved yet are listed with a way back to them; the server's refusal is shown.
 */
export function PaymentStep({
  application,
  onSubmit,
  onBack,
  goTo,
  isSubmitting,
  submitError,
}: {
  application: LoanApplication;
  onSubmit: (input: { method: Method; acceptTerms: true }) => void;
  onBack: () => void;
  goTo: (step: LoanStep) => void;
  isSubmitting: boolean;
  submitError: Error | null;
}) {
  const { t } = useTranslation('smeLoans');
  const { language } = useLanguage();
  const format = useFormatters();
  const [method, setMethod] = useState<Method>('bank_transfer');
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const chosen = LOAN_PACKAGES.find((item) => item.code === application.packageCode);
  const missing = DRAFT_STEPS.filter((step) => !application.savedSteps.includes(step));
  const loanAmount = application.values.loanAmount;

  return (
    <Stack gap="lg">
      <PrecheckAlert precheck={application.precheck} />
      <Table withRowBorders={false} variant="vertical" layout="fixed">
        <Table.Tbody>
          {loanAmount && (
            <Table.Tr>
              <Table.Th w="45%">{t('payment.loan')}</Table.Th>
              <Table.Td>{format.sar(loanAmount)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th w="45%">{t('payment.package')}</Table.Th>
            <Table.Td>{chosen ? (language === 'ar' ? chosen.nameAr : chosen.nameEn) : t('packages.none')}</Table.Td>
          </Table.Tr>
          {chosen && (
            <Table.Tr>
              <Table.Th>{t('payment.price')}</Table.Th>
              <Table.Td>{format.sar(halalasToSar(BigInt(chosen.priceHalalas)))}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {chosen ? (
        <>
          <Text size="sm" c="dimmed">
            {t('payment.vatNote')}
          </Text>
          <Radio.Group label={t('payment.method')} value={method} onChange={(value) => setMethod(value as Method)}>
            <Group gap="lg" mt="xs">
              <Radio value="bank_transfer" label={t('payment.bank_transfer')} />
              <Radio value="card" label={t('payment.card')} />
            </Group>
          </Radio.Group>
        </>
      ) : (
        <Text size="sm">{t('payment.noPackage')}</Text>
      )}
      {missing.length > 0 && (
        <Alert color="red" title={t('payment.incomplete')}>
          <List size="sm">
            {missing.map((step) => (
              <List.Item key={step}>
                <Button variant="subtle" size="compact-sm" onClick={() => goTo(step)}>
                  {t(`steps.${step}`)}
                </Button>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Checkbox
        checked={terms}
        onChange={(event) => {
          setTerms(event.currentTarget.checked);
          setTermsError(false);
        }}
        error={termsError ? t('payment.termsRequired') : undefined}
        label={
          <>
            {t('payment.terms')} (
            <Link to="/terms-and-conditions" target="_blank">
              {t('payment.termsLink')}
            </Link>
            )
          </>
        }
      />
      {submitError && (
        <Alert color="red">
          {submitError.message}
          {submitError instanceof ApiError && submitError.fieldErrors.length > 0 && (
            <List size="sm" mt={4}>
              {submitError.fieldErrors.map((error) => (
                <List.Item key={`${error.field}${error.message}`}>{error.message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('wizard.back')}
        </Button>
        <Button
          loading={isSubmitting}
          onClick={() => {
            if (!terms) {
              setTermsError(true);
              return;
            }
            onSubmit({ method, acceptTerms: true });
          }}
        >
          {chosen ? t('wizard.submitAndPay') : t('wizard.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
