import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus, RequestType } from '@hissa/contracts/requests';

const STATUS_COLOR: Record<RequestStatus, string> = { pending: 'yellow', responded: 'green', expired: 'gray' };

/** A request's type and status as badges with their words (never colour alone); expired shows inactive. */
export function RequestBadges({ type, status }: { type: RequestType; status: RequestStatus }) {
  const { t } = useTranslation('requests');
  return (
    <Group gap={6} wrap="wrap" preventGrowOverflow={false}>
      <Badge variant="outline" color="brand">
        {t(`types.${type}`)}
      </Badge>
      <Badge variant="light" color={STATUS_COLOR[status]} c={status === 'pending' ? 'yellow.9' : undefined}>
        {t(`statuses.${status}`)}
      </Badge>
    </Group>
  );
}
