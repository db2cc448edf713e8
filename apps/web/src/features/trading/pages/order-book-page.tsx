import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRADING_KEYS } from '@hissa/contracts/trading/trading-rules';
import { ErrorState } from '../../../components/error-state';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { companyProfilePath } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsShareholder } from '../api/check-is-shareholder';
import { usePendingOffer } from '../api/check-pending-offer';
import classes from '../components/trading.module.css';
import { useTrader } from '../use-trader';
import { useServerTexts } from '../../../i18n/use-server-texts';

/** The order book's body, a chunk of its own fetched beside the page (trading-routes): the header waits for none of it. */
const CompanyOrderBook = lazy(async () => ({
  default: (await import('../components/company-order-book')).CompanyOrderBook,
}));
/** The offer-shares dialog, fetched when a shareholder opens it (decision 064). */
const OfferSharesDialog = lazy(async () => ({
  default: (await import('../components/offer-shares-dialog')).OfferSharesDialog,
}));

/**
 * "Offer shares" for a shareholder of the company, with the shares free to offer. The server
 * allows one live offer per seller and company (checkIfUserHasPendingOfferOfCompany, decision
 * 004): while one is live the button gives way to the server's reason and a link to My Orders,
 * where that offer is managed.
 */
function OfferSharesAction({
  companyId,
  available,
  onOffer,
}: {
  companyId: number;
  available: number;
  onOffer: () => void;
}) {
  const { t } = useTranslation('trading');
  // The server's reason is fetched without holding the page back.
  const { t: tServer, ready: isServerTextReady } = useServerTexts();
  const format = useFormatters();
  const { areaPath } = useTrader();
  const pending = usePendingOffer(companyId, true);
  if (!pending.data || !isServerTextReady) return <Skeleton height={36} width={140} />;
  if (pending.data.hasPendingOffer)
    return (
      <Stack gap={4} align="flex-end" maw={320} data-testid="pending-offer-notice">
        <Text size="sm" ta="end">
          {tServer(TRADING_KEYS.pendingOfferExists)}
        </Text>
        {areaPath && (
          <Anchor component={Link} to={`${areaPath}/my-orders`} size="sm">
            {t('orderBook.manageInMyOrders')}
          </Anchor>
        )}
      </Stack>
    );
  return (
    <Stack gap={4} align="flex-end">
      <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onOffer} disabled={available <= 0}>
        {t('orderBook.offerShares')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('orderBook.availableToOffer', { max: format.number(available) })}
      </Text>
    </Stack>
  );
}

/**
 * The company an order book belongs to, as far as it has loaded: its names for the heading and
 * the link to its profile. The companies feature reads it; app/ passes it in (decision 011).
 */
type OrderBookCompany = { data: { nameEn: string; nameAr: string } | undefined; isError: boolean };

/**
 * The order book of a private company (view-order-book/:companyId, lib/routes.ts orderBookPath):
 * the company header, then CompanyOrderBook (open offers, market depth, capital structure, bids and
 * private-deal answers). A shareholder of the company with free shares and no live offer of it gets
 * "Offer shares". Visitors see the public parts and a log-in prompt. `companyId` is the route's id
 * (null when it is not one); `company` is that company's profile.
 */
export function OrderBookPage({ companyId, company }: { companyId: number | null; company: OrderBookCompany }) {
  const { t } = useTranslation('trading');
  const { language } = useLanguage();
  const { isTrader } = useTrader();
  const shareholder = useIsShareholder(companyId ?? 0, isTrader && companyId !== null);
  const [isOfferOpen, setIsOfferOpen] = useState(false);
  const companyName = company.data
    ? language === 'ar'
      ? company.data.nameAr || company.data.nameEn
      : company.data.nameEn
    : '';
  useDocumentTitle(companyName ? t('orderBook.documentTitle', { name: companyName }) : t('orderBook.title'));

  if (companyId === null)
    return <ErrorState error={new Error(t('orderBook.invalidCompany'))} title={t('orderBook.invalidCompany')} />;

  const isHolder = isTrader && shareholder.data?.isShareholder === true;
  const isCompanyLoading = !company.data && !company.isError;
  const available = isHolder ? (shareholder.data?.availableShares ?? 0) : 0;

  return (
    <Container size="xl" py="xl" className={classes.page}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('orderBook.title')}
          </Text>
          {/* While the company loads, its name and profile link are skeletons of their own
              height, so the page below does not move when they arrive. */}
          <Skeleton
            visible={isCompanyLoading}
            w={isCompanyLoading ? 280 : undefined}
            maw="100%"
            aria-hidden={isCompanyLoading || undefined}
          >
            <Title order={1} dir="auto">
              {companyName || t('orderBook.title')}
            </Title>
          </Skeleton>
          <Text c="dimmed">{t('orderBook.subtitle')}</Text>
          {company.data ? (
            <Anchor component={Link} to={companyProfilePath(company.data.nameEn, companyId)} size="sm">
              {t('orderBook.companyProfile')}
            </Anchor>
          ) : (
            isCompanyLoading && (
              <Skeleton visible w="fit-content" aria-hidden>
                <Text size="sm">{t('orderBook.companyProfile')}</Text>
              </Skeleton>
            )
          )}
        </Stack>
        {isHolder && (
          <OfferSharesAction companyId={companyId} available={available} onOffer={() => setIsOfferOpen(true)} />
        )}
      </Group>

      <Suspense fallback={<OrderBookPlaceholder />}>
        <CompanyOrderBook companyId={companyId} />
      </Suspense>

      {isHolder && isOfferOpen && (
        <Suspense fallback={null}>
          <OfferSharesDialog
            opened={isOfferOpen}
            onClose={() => setIsOfferOpen(false)}
            companyId={companyId}
            availableShares={available}
          />
        </Suspense>
      )}
    </Container>
  );
}

/** The places of the price, open offers and market depth while the order book's code arrives. */
function OrderBookPlaceholder() {
  return (
    <Stack gap="xl" aria-hidden="true">
      <Skeleton height={160} radius="md" />
      <Skeleton height={180} radius="md" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
