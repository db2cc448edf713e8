import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferView } from '@hissa/contracts/trading/trading-api';
import { DualDate } from '../../../components/dual-date';
import { useFormatters } from '../../../lib/formatting';
import { useCompanyName } from '../use-company-name';
import { ActionsHeader, NumericCell, TradingTable } from './trading-table';
import classes from './trading.module.css';
import surfaces from '../../../components/surfaces.module.css';

/** GTC, or "Good till" with the last valid day in both calendars (design.md, "Dates"). */
export function OfferValidity({ offer }: { offer: Pick<OfferView, 'validity' | 'expiryDate'> }) {
  const { t } = useTranslation('trading');
  if (offer.validity === 'GTE' && offer.expiryDate)
    return (
      <Text size="sm" component="span">
        {t('validity.GTE')} <DualDate iso={offer.expiryDate} />
      </Text>
    );
  return (
    <Text size="sm" component="span">
      {t('validity.GTC')}
    </Text>
  );
}

/**
 * Open offers (CompanyOffersEndpoint): price, quantity remaining, deal type ("Offered to you" on a
 * private deal aimed at the viewer), validity with the expiry in both calendars and the partial
 * flag; with `showCompany` the company first (opportunities across companies). The last column is
 * `renderAction` (place bid, accept or decline, a link to the order book); the viewer's own offers
 * say "Your offer". A table from 576 px, cards on phones. `labelledBy` is the id of the heading
 * naming the list.
 */
export function OffersTable({
  offers,
  labelledBy,
  showCompany = false,
  renderAction,
}: {
  offers: OfferView[];
  labelledBy: string;
  showCompany?: boolean;
  renderAction?: (offer: OfferView) => ReactNode;
}) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const companyName = useCompanyName();
  const isPhone = useMediaQuery('(max-width: 575px)');
  const action = (offer: OfferView) =>
    offer.isMine ? (
      <Badge variant="outline" color="brand">
        {t('yourOffer')}
      </Badge>
    ) : (
      renderAction?.(offer)
    );
  const dealType = (offer: OfferView) => (
    <Group gap={4} wrap="wrap" preventGrowOverflow={false}>
      <Text size="sm" component="span">
        {t(`dealType.${offer.dealType}`)}
      </Text>
      {offer.isTargetedAtMe && (
        <Badge size="sm" color="gold" variant="light">
          {t('offeredToYou')}
        </Badge>
      )}
    </Group>
  );
  const remaining = (offer: OfferView) =>
    t('remainingOf', { remaining: format.number(offer.remainingQuantity), total: format.number(offer.quantity) });

  if (isPhone)
    return (
      <ul className={surfaces.cardStack} aria-labelledby={labelledBy}>
        {offers.map((offer) => (
          <li key={offer.id} className={`${classes.card} ${classes.cardBody}`}>
            <Stack gap={6}>
              {showCompany && (
                <Text fw={600} dir="auto">
                  {companyName(offer)}
                </Text>
              )}
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} className={classes.numeric}>
                  {format.sar(offer.price)}
                </Text>
                {dealType(offer)}
              </Group>
              <Text size="sm">
                {t('columns.remaining')}: <span className={classes.numeric}>{remaining(offer)}</span>
              </Text>
              <Text size="sm" component="div">
                {t('columns.validity')}: <OfferValidity offer={offer} />
              </Text>
              <Text size="sm">
                {t('columns.partial')}: {offer.allowsPartial ? t('yes') : t('no')}
              </Text>
              <Group justify="flex-end">{action(offer)}</Group>
            </Stack>
          </li>
        ))}
      </ul>
    );

  return (
    <TradingTable minWidth={showCompany ? 940 : 760} labelledBy={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          {showCompany && <Table.Th>{t('columns.company')}</Table.Th>}
          <Table.Th>{t('columns.price')}</Table.Th>
          <Table.Th ta="end">{t('columns.remaining')}</Table.Th>
          <Table.Th miw={130}>{t('columns.dealType')}</Table.Th>
          <Table.Th>{t('columns.validity')}</Table.Th>
          <Table.Th>{t('columns.partial')}</Table.Th>
          <ActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {offers.map((offer) => (
          <Table.Tr key={offer.id}>
            {showCompany && (
              <Table.Td fw={600} dir="auto">
                {companyName(offer)}
              </Table.Td>
            )}
            <Table.Td fw={600} className={classes.numeric}>
              {format.sar(offer.price)}
            </Table.Td>
            <NumericCell>{remaining(offer)}</NumericCell>
            <Table.Td>{dealType(offer)}</Table.Td>
            <Table.Td>
              <OfferValidity offer={offer} />
            </Table.Td>
            <Table.Td>{offer.allowsPartial ? t('yes') : t('no')}</Table.Td>
            <Table.Td ta="end">{action(offer)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TradingTable>
  );
}
