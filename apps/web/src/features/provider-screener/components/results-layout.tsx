import { Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { ScreenerProvider } from '@hissa/contracts/services-marketplace/screener';
import { ProviderResultCards, ProviderResultTable } from './provider-results';
import surfaces from '../../../components/surfaces.module.css';

/** From the md breakpoint (62em) results are a table; below it, cards. */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

/**
 * A page of providers as a table on desktops and cards on phones; one layout in the DOM at a
 * time. `extra` adds facts under each provider's name (the top companies' ranking).
 */
export function ProviderResults<Provider extends ScreenerProvider>({
  providers,
  extra,
}: {
  providers: Provider[];
  extra?: (provider: Provider) => ReactNode;
}) {
  const isTable = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  return isTable ? (
    <Paper withBorder radius="lg" className={surfaces.results}>
      <ProviderResultTable providers={providers} extra={extra} />
    </Paper>
  ) : (
    <ProviderResultCards providers={providers} extra={extra} />
  );
}
