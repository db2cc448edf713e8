import { Alert, Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { OfferView } from '@hissa/contracts/trading/trading-api';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { companyProfilePath, PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompanyProfile } from '../../companies/api/get-company-profile';
import { useIsShareholder } from '../api/check-is-shareholder';
import { useCompanyOffers } from '../api/get-company-offers';
import { CapTableSection } from '../components/cap-table';
import { MarketDepthSection } from '../components/market-depth';
import { OfferSharesDialog } from '../components/offer-shares-dialog';
import { OffersTable } from '../components/offers-table';
import { TermsDialog } from '../components/terms-dialog';
import classes from '../components/trading.module.css';
import { useTrader } from '../use-trader';

function parseCompanyId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The order book of a private company (view-order-book/:companyId, marketplace.txt section 2):
 * the company header, its open offers, market depth (chart and price levels) and, for signed-in
 * investors and shareholders, the capital structure, "Place bid" on an offer and "Offer shares"
 * when they hold free shares of the company. Visitors see the public parts and a log-in prompt.
 */
export function OrderBookPage() {
  const { t } = useTranslation('trading');
  const { language } = useLanguage();
  const location = useLocation();
  const format = useFormatters();
  const companyId = parseCompanyId(useParams().companyId);
  const { isTrader, userId } = useTrader();
  const company = useCompanyProfile(companyId);
  const offers = useCompanyOffers(companyId ?? 0, isTrader);
  const shareholder = useIsShareholder(companyId ?? 0, isTrader && companyId !== null);
  const [bidOffer, setBidOffer] = useState<OfferView | null>(null);
  const [isOfferOpen, setIsOfferOpen] = useState(false);
  const companyName = company.data ? (language === 'ar' ? company.data.nameAr || company.data.nameEn : company.data.nameEn) : '';
  useDocumentTitle(companyName ? t('orderBook.documentTitle', { name: companyName }) : t('orderBook.title'));

  if (companyId === null) return <ErrorState error={new Error(t('orderBook.invalidCompany'))} title={t('orderBook.invalidCompany')} />;

  const available = shareholder.data?.isShareholder ? shareholder.data.availableShares : 0;

  let offersContent;
  if (offers.isError) offersContent = <ErrorState error={offers.error} title={t('orderBook.loadError')} onRetry={() => void offers.refetch()} />;
  else if (!offers.data) offersContent = <Skeleton height={180} />;
  else if (offers.data.length === 0)
    offersContent = <EmptyState icon={<IconBuildingStore size={28} />} title={t('orderBook.noOffersTitle')} description={t('orderBook.noOffersHint')} headingOrder={3} />;
  else offersContent = <OffersTable offers={offers.data} canBid={isTrader} onBid={setBidOffer} />;

  return (
    <Container size="xl" py="xl" className={classes.page}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('orderBook.title')}
          </Text>
          {company.isError ? (
            <Title order={1}>{t('orderBook.title')}</Title>
          ) : company.data ? (
            <Title order={1} dir="auto">
              {companyName}
            </Title>
          ) : (
            <Skeleton height={36} width={280} />
          )}
          <Text c="dimmed">{t('orderBook.subtitle')}</Text>
          {company.data && (
            <Anchor component={Link} to={companyProfilePath(company.data.nameEn, companyId)} size="sm">
              {t('orderBook.companyProfile')}
            </Anchor>
          )}
        </Stack>
        {isTrader && shareholder.data?.isShareholder && (
          <Stack gap={4} align="flex-end">
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setIsOfferOpen(true)} disabled={available <= 0}>
              {t('orderBook.offerShares')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('orderBook.availableToOffer', { max: format.number(available) })}
            </Text>
          </Stack>
        )}
      </Group>

      {!isTrader && (
        <Alert variant="light" color="brand">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('orderBook.signInToTrade')}</Text>
            <Button component={Link} to={`${PATHS.login}?next=${encodeURIComponent(location.pathname)}`} size="xs" variant="white">
              {t('orderBook.logIn')}
            </Button>
          </Group>
        </Alert>
      )}

      <Stack gap="sm" component="section" aria-labelledby="open-offers-title">
        <Title order={2} size="h3" id="open-offers-title">
          {t('orderBook.openOffers')}
        </Title>
        {offersContent}
      </Stack>

      <MarketDepthSection companyId={companyId} />

      {isTrader && <CapTableSection companyId={companyId} currentUserId={userId} />}

      {bidOffer && (
        <TermsDialog
          opened
          onClose={() => setBidOffer(null)}
          kind="bid"
          targetId={bidOffer.id}
          price={bidOffer.price}
          quantity={bidOffer.remainingQuantity}
          maxQuantity={bidOffer.remainingQuantity}
          wholeOnly={!bidOffer.allowsPartial}
        />
      )}
      {isTrader && shareholder.data?.isShareholder && (
        <OfferSharesDialog opened={isOfferOpen} onClose={() => setIsOfferOpen(false)} companyId={companyId} availableShares={available} />
      )}
    </Container>
  );
}
