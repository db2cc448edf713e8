import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoanApplication } from '@hissa/contracts/sme-loans/loan-application';

/**
 * The eligibility pre-check before submission (decision 026): the Monsha'at size class and the
 * warnings the server found; none blocks the submission.
 */
export function PrecheckAlert({ precheck }: { precheck: LoanApplication['precheck'] }) {
  const { t } = useTranslation('smeLoans');
  const sizeName = precheck.sizeClass ? t(`sizes.${precheck.sizeClass}`) : null;
  if (precheck.warnings.length === 0)
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('precheck.title')}>
        {sizeName && t('precheck.ok', { class: sizeName })}
      </Alert>
    );
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('precheck.title')}>
      {sizeName && <Text size="sm">{t('precheck.sizeClass', { class: sizeName })}</Text>}
      <Text size="sm" mt={4}>
        {t('precheck.warningsIntro')}
      </Text>
      <List size="sm" mt={4} spacing={2}>
        {precheck.warnings.map((warning) => (
          <List.Item key={warning}>{t(`precheck.${warning}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
