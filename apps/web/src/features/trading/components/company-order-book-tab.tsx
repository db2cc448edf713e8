import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrderBookPath } from '../use-trader';
import { CompanyOrderBook } from './company-order-book';

/**
 * The "Order book" tab of a company profile (order book with market depth): the same order book as
 * the order book page (open offers, market depth, shareholders overview for traders) with a link to
 * that full page, where shares are offered.
 */
export function CompanyOrderBookTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation('trading');
  const orderBookPath = useOrderBookPath();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Anchor
          component={Link}
          to={orderBookPath(companyId)}
          fw={600}
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4 }}
        >
          {t('orderBook.openFullPage')}
          <IconArrowRight size={16} aria-hidden="true" className="flip-rtl" />
        </Anchor>
      </Group>
      <CompanyOrderBook companyId={companyId} />
    </Stack>
  );
}
