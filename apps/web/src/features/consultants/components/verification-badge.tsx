import { Badge } from '@mantine/core';
import { IconClockHour4, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConsultantVerificationStatus } from '@hissa/contracts/consultants';

/** A consultant's verification status (decision 043): green "Verified" or amber "Awaiting verification". */
export function VerificationBadge({ status }: { status: ConsultantVerificationStatus }) {
  const { t } = useTranslation('consultants');
  const isVerified = status === 'verified';
  const Icon = isVerified ? IconRosetteDiscountCheck : IconClockHour4;
  return (
    <Badge color={isVerified ? 'green' : 'yellow'} variant="light" leftSection={<Icon size={14} aria-hidden="true" />}>
      {t(`status.${status}`)}
    </Badge>
  );
}
