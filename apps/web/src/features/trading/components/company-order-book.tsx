import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PATHS } from '../../../lib/routes';
import { useCompanyOffers } from '../api/get-company-offers';
import { useTrader } from '../use-trader';
import { CapTableSection } from './cap-table';
import { MarketDepthSection } from './market-depth';
import { OfferChoiceDialogs, TraderOfferActions, type OfferChoice } from './offer-actions';
import { OffersTable } from './offers-table';
import classes from './trading.module.css';

/**
 * The body of a company's order book (the order book page, and the company profile's "orderbook
 * with market depth" tab): its open offers, market depth (chart and price levels) and, for
 * signed-in investors and shareholders, the capital structure (shareholders overview); visitors get
 * a log-in prompt instead. Traders bid on an offer here, and the target buyer of a private deal
 * accepts or declines it (decision 004).
 */
export function CompanyOrderBook({ companyId }: { companyId: number }) {
  const { t } = useTranslation('trading');
  const location = useLocation();
  const { isTrader, userId } = useTrader();
  const offers = useCompanyOffers(companyId, isTrader);
  const [choice, setChoice] = useState<OfferChoice | null>(null);

  let offersContent;
  if (offers.isError)
    offersContent = (
      <ErrorState error={offers.error} title={t('orderBook.loadError')} onRetry={() => void offers.refetch()} />
    );
  else if (!offers.data) offersContent = <Skeleton height={180} />;
  else if (offers.data.length === 0)
    offersContent = (
      <EmptyState
        icon={<IconBuildingStore size={28} />}
        title={t('orderBook.noOffersTitle')}
        description={t('orderBook.noOffersHint')}
        headingOrder={3}
      />
    );
  else
    offersContent = (
      <OffersTable
        offers={offers.data}
        labelledBy="open-offers-title"
        renderAction={isTrader ? (offer) => <TraderOfferActions offer={offer} onChoose={setChoice} /> : undefined}
      />
    );

  return (
    <div className={classes.page}>
      {!isTrader && (
        <Alert variant="light" color="brand">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('orderBook.signInToTrade')}</Text>
            <Button
              component={Link}
              to={`${PATHS.login}?next=${encodeURIComponent(location.pathname)}`}
              size="xs"
              variant="white"
            >
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

      <OfferChoiceDialogs choice={choice} onClose={() => setChoice(null)} />
    </div>
  );
}
