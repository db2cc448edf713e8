import { sarToUsd } from '@hissa/contracts/fintech/fintech-directory';
import { useFormatters } from '../../../lib/formatting';
import type { Currency } from '../hooks/use-screen';

/**
 * A SAR amount (decimal string) in the chosen currency: SAR as it is, USD at the fixed peg
 * (contracts SAR_PER_USD); `compact` for summary figures (SAR 4.2B). Null shows a dash.
 */
export function Amount({
  sar,
  currency = 'sar',
  compact = false,
}: {
  sar: string | null;
  currency?: Currency;
  compact?: boolean;
}) {
  const format = useFormatters();
  if (sar === null) return <>—</>;
  if (currency === 'usd') return <>{compact ? format.usdCompact(sarToUsd(sar)) : format.usd(sarToUsd(sar))}</>;
  return <>{compact ? format.sarCompact(sar) : format.sar(sar)}</>;
}
