import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '@hissa/contracts/registration/registration-journey';

const COLOR: Record<RegistrationStatus, string> = { submitted: 'yellow', approved: 'brand', rejected: 'red' };

/** A registration's review state as a badge (the word, not only the colour). */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('adminRegistrations');
  return (
    <Badge color={COLOR[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
