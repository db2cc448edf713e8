import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OfferView } from '@hissa/contracts/trading/trading-api';
import { DualDate } from '../../../components/dual-date';
import { useFormatters } from '../../../lib/formatting';
import classes from './trading.module.css';

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

function OfferAction({ offer, canBid, onBid }: { offer: OfferView; canBid: boolean; onBid: (offer: OfferView) => void }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  if (offer.isMine)
    return (
      <Badge variant="outline" color="brand">
        {t('yourOffer')}
      </Badge>
    );
  if (!canBid || offer.status !== 'open') return null;
  return (
    <Button size="xs" onClick={() => onBid(offer)} aria-label={t('placeBidOn', { price: format.sar(offer.price) })}>
      {t('placeBid')}
    </Button>
  );
}

/**
 * The open offers of a company (marketplace.txt section 2): price, quantity remaining, deal
 * type, validity with the expiry in both calendars, partial flag and, for signed-in traders,
 * "Place bid". A table from 576 px, cards on phones.
 */
export function OffersTable({ offers, canBid, onBid }: { offers: OfferView[]; canBid: boolean; onBid: (offer: OfferView) => void }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const isPhone = useMediaQuery('(max-width: 575px)');
  const dealType = (offer: OfferView) => (
    <Group gap={4} wrap="wrap">
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
  const remaining = (offer: OfferView) => t('remainingOf', { remaining: format.number(offer.remainingQuantity), total: format.number(offer.quantity) });

  if (isPhone)
    return (
      <ul className={classes.cardList} aria-label={t('orderBook.openOffers')}>
        {offers.map((offer) => (
          <li key={offer.id} className={`${classes.card} ${classes.cardBody}`}>
            <Stack gap={6}>
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
              <Group justify="flex-end">
                <OfferAction offer={offer} canBid={canBid} onBid={onBid} />
              </Group>
            </Stack>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={classes.tableCard}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-labelledby="open-offers-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.price')}</Table.Th>
              <Table.Th ta="end">{t('columns.remaining')}</Table.Th>
              <Table.Th>{t('columns.dealType')}</Table.Th>
              <Table.Th>{t('columns.validity')}</Table.Th>
              <Table.Th>{t('columns.partial')}</Table.Th>
              <Table.Th ta="end">
                <span className="visually-hidden">{t('columns.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((offer) => (
              <Table.Tr key={offer.id}>
                <Table.Td fw={600} className={classes.numeric}>
                  {format.sar(offer.price)}
                </Table.Td>
                <Table.Td ta="end" className={classes.numeric}>
                  {remaining(offer)}
                </Table.Td>
                <Table.Td>{dealType(offer)}</Table.Td>
                <Table.Td>
                  <OfferValidity offer={offer} />
                </Table.Td>
                <Table.Td>{offer.allowsPartial ? t('yes') : t('no')}</Table.Td>
                <Table.Td ta="end">
                  <OfferAction offer={offer} canBid={canBid} onBid={onBid} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
