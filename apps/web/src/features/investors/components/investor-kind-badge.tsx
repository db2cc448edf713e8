import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestorKind } from '@hissa/contracts/investors';

/** Whether an investor is an institution (brand colour) or an individual (gold), as a badge. */
export function InvestorKindBadge({ kind }: { kind: InvestorKind }) {
  const { t } = useTranslation('investors');
  return (
    <Badge
      variant="light"
      color={kind === 'institutional' ? 'brand' : 'gold'}
      c={kind === 'institutional' ? 'brand.9' : 'gold.9'}
    >
      {t(`kind.${kind}`)}
    </Badge>
  );
}
