import { Button, Drawer, Group, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TradeView } from '@hissa/contracts/trading/trading-api';
import { TRADE_STATUSES, type TradeStatus } from '@hissa/contracts/trading/trading-state-machine';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormatters } from '../../../../lib/formatting';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ListPagination } from '../../../../components/list-pagination';
import { TradesTable } from '../../components/trades-table';
import classes from '../../components/trading.module.css';
import { ADMIN_TRADES_PAGE_SIZE, useTrades } from '../api/get-trades';
import { TradeAudit } from '../components/trade-audit';
import { TradeReviewDialog, type TradeReview } from '../components/trade-review-dialogs';
import { PageTitle } from '../../../../components/page-title';
import { QueueStatusFilter } from '../../../../components/queue-status-filter';
import { usePatchSearchParams } from '../../../../lib/url-filters';

function isStatus(value: string | null): value is TradeStatus {
  return TRADE_STATUSES.some((status) => status === value);
}

function TradeActions({
  trade,
  onReview,
  onAudit,
}: {
  trade: TradeView;
  onReview: (review: TradeReview) => void;
  onAudit: (id: number) => void;
}) {
  const { t } = useTranslation('adminTrades');
  return (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      {trade.status === 'executed' && (
        <>
          <Button
            size="xs"
            color="brand"
            onClick={() => onReview({ type: 'approve', trade })}
            aria-label={t('approveFor', { id: trade.id })}
          >
            {t('approve')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onReview({ type: 'reject', trade })}
            aria-label={t('rejectFor', { id: trade.id })}
          >
            {t('reject')}
          </Button>
        </>
      )}
      <Button
        size="xs"
        variant="default"
        onClick={() => onAudit(trade.id)}
        aria-label={t('auditFor', { id: trade.id })}
      >
        {t('audit')}
      </Button>
    </Group>
  );
}

/**
 * /admin/trades (decision 004): the admin's trade review queue. Trades awaiting review come
 * first; Approve confirms that the shares move from the seller to the buyer, Reject asks for a
 * reason; each trade's audit trail (who, when, before -> after) opens in a drawer. A table
 * from 576 px, cards on phones.
 */
export function TradesQueuePage() {
  const { t } = useTranslation('adminTrades');
  useDocumentTitle(t('title'));
  const { language } = useLanguage();
  const format = useFormatters();
  const isPhone = useMediaQuery('(max-width: 575px)');
  const [searchParams] = useSearchParams();
  const update = usePatchSearchParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const page = Math.max(0, Number(searchParams.get('page') ?? '1') - 1 || 0);
  const query = useTrades({ status, page });
  const [review, setReview] = useState<TradeReview | null>(null);
  const [auditId, setAuditId] = useState<number | null>(null);
  const rows = query.data?.data ?? [];
  const totalPages = query.data ? Math.max(1, Math.ceil(query.data.total / ADMIN_TRADES_PAGE_SIZE)) : 1;

  let content;
  if (query.isError)
    content = <ErrorState error={query.error} title={t('loadError')} onRetry={() => void query.refetch()} />;
  else if (!query.data) content = <Skeleton height={200} />;
  else if (rows.length === 0)
    content = (
      <EmptyState
        icon={<IconInbox size={28} />}
        title={t('emptyTitle')}
        description={t('emptyHint')}
        headingOrder={2}
      />
    );
  else
    content = (
      <TradesTable
        trades={rows}
        viewer={{ kind: 'admin' }}
        label={t('title')}
        renderActions={(trade) => <TradeActions trade={trade} onReview={setReview} onAudit={setAuditId} />}
      />
    );

  return (
    <div className={classes.page}>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <QueueStatusFilter
        label={t('statusFilter')}
        value={status ?? 'all'}
        onChange={(value) => update({ status: value === 'all' ? null : value, page: null })}
        options={(['all', ...TRADE_STATUSES] as const).map((value) => ({ value, label: t(`filter.${value}`) }))}
        total={query.data && t('total', { value: format.number(query.data.total) })}
      />
      {content}
      <ListPagination
        page={page + 1}
        totalPages={totalPages}
        onChange={(value) => update({ page: String(value) })}
        label={t('pagination')}
      />
      {review && <TradeReviewDialog review={review} onClose={() => setReview(null)} />}
      <Drawer
        opened={auditId !== null}
        onClose={() => setAuditId(null)}
        position={isPhone ? 'bottom' : language === 'ar' ? 'left' : 'right'}
        size={isPhone ? '85%' : 'md'}
        title={auditId !== null ? t('auditTitle', { id: auditId }) : ''}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {auditId !== null && <TradeAudit tradeId={auditId} />}
      </Drawer>
    </div>
  );
}
