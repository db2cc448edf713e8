import { Badge } from '@mantine/core';
import type { FundingRoundStatus } from '@hissa/contracts/funding';

const STATUS_COLOR: Record<FundingRoundStatus, string> = {
  upcoming: 'blue',
  open: 'brand',
  closed: 'gray',
  cancelled: 'red',
};

function isRoundStatus(code: string): code is FundingRoundStatus {
  return Object.hasOwn(STATUS_COLOR, code);
}

/** A funding round's status (upcoming, open, closed, cancelled) as a badge with its word, never colour alone. */
export function RoundStatusBadge({ status }: { status: { code: string; name: string } }) {
  const color = isRoundStatus(status.code) ? STATUS_COLOR[status.code] : 'gray';
  // Shade 9 text keeps 4.5:1 contrast on the light badge background.
  return (
    <Badge color={color} c={`${color}.9`} variant="light">
      {status.name}
    </Badge>
  );
}
