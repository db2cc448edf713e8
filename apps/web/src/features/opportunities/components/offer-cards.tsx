import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localName } from '@hissa/contracts/languages';
import type { OfferView } from '@hissa/contracts/trading/trading-api';
import { DualDate } from '../../../components/dual-date';
import { FactRows } from '../../../components/fact-rows';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { sharesValue } from '../../../lib/money';
import { companyProfilePath, orderBookBidPath, orderBookPath } from '../../../lib/routes';
import { useBrowsingAreaPath } from '../../../lib/session/dashboard-area';
import classes from './opportunities.module.css';
import surfaces from '../../../components/surfaces.module.css';

/**
 * Secondary offers as cards (PublicActiveOffersEndpoint, decision 004): company, price
 * per share and shares still offered, partial execution, validity (GTE's last day in both
 * calendars), and a link to the company's order book, where bids are placed. With `canBid`
 * (signed-in traders and buyers) the link is "Place bid" and opens that offer's bid dialog there
 * (lib/routes.ts orderBookBidPath).
 */
export function OfferCards({ offers, canBid = false }: { offers: OfferView[]; canBid?: boolean }) {
  const { t } = useTranslation('opportunities');
  const { language } = useLanguage();
  const format = useFormatters();
  const areaPath = useBrowsingAreaPath();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className={surfaces.cardList}>
      {offers.map((offer) => {
        const companyName = localName({ nameEn: offer.companyNameEn, nameAr: offer.companyNameAr }, language);
        return (
          <Paper
            key={offer.id}
            component="li"
            withBorder
            p="md"
            radius="lg"
            className={`${surfaces.stackedCard} ${classes.card}`}
          >
            <Group justify="space-between" gap="xs" align="flex-start">
              <Anchor
                component={Link}
                to={companyProfilePath(companyName, offer.companyId, areaPath)}
                fw={600}
                c="gray.9"
                className={classes.cardTitle}
              >
                {companyName}
              </Anchor>
              <Badge variant="light" color="blue" c="blue.9">
                {offer.allowsPartial ? t('offers.partial') : t('offers.wholeOnly')}
              </Badge>
            </Group>
            <FactRows
              facts={[
                { label: t('offers.price'), value: format.sar(offer.price) },
                { label: t('offers.shares'), value: format.number(offer.remainingQuantity) },
                { label: t('offers.value'), value: format.sar(sharesValue(offer.price, offer.remainingQuantity)) },
                {
                  label: t('offers.validUntil'),
                  value: offer.expiryDate ? <DualDate iso={offer.expiryDate} /> : t('offers.untilCancelled'),
                },
              ]}
            />
            <Text size="xs" c="dimmed">
              {t('offers.bids', { bids: format.number(offer.liveBidCount) })}
            </Text>
            {canBid ? (
              <Button
                component={Link}
                to={orderBookBidPath(offer.companyId, offer.id, areaPath)}
                mt="auto"
                aria-label={t('offers.placeBidOn', { company: companyName, price: format.sar(offer.price) })}
              >
                {t('offers.placeBid')}
              </Button>
            ) : (
              <Button
                component={Link}
                to={orderBookPath(offer.companyId, areaPath)}
                variant="light"
                mt="auto"
                aria-label={t('offers.openOrderBookOf', { company: companyName })}
              >
                {t('offers.openOrderBook')}
              </Button>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
