import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundingRound } from '@hissa/contracts/funding';
import { DualDate } from '../../../components/dual-date';
import { FactRows } from '../../../components/fact-rows';
import { useFormatters } from '../../../lib/formatting';
import { RoundStatusBadge } from '../../../components/round-status-badge';
import classes from './funding.module.css';
import surfaces from '../../../components/surfaces.module.css';

/** From the md breakpoint (62em) the rounds are a table; below it, cards. */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

/**
 * A company's funding rounds (contracts funding.ts, decision 005: name, stage, status,
 * investment type, target, raised and required amounts in SAR, announced and concluded dates in
 * the Gregorian and Hijri calendars): a table on desktop, cards on phones. `renderActions` adds
 * a last column (the company dashboard's edit, delete and interests buttons).
 */
export function FundingRoundsList({
  rounds,
  caption,
  renderActions,
}: {
  rounds: FundingRound[];
  caption: string;
  renderActions?: (round: FundingRound) => ReactNode;
}) {
  const { t } = useTranslation('funding');
  const format = useFormatters();
  const isTable = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });

  if (!isTable) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        className={surfaces.cardList}
        aria-label={caption}
      >
        {rounds.map((round) => (
          <Paper key={round.roundId} component="li" withBorder p="md" radius="lg" className={surfaces.surface}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{round.roundName}</Text>
                  <Text size="sm" c="dimmed">
                    {round.stage.name} · {round.investmentType.name}
                  </Text>
                </div>
                <RoundStatusBadge status={round.status} />
              </Group>
              <FactRows
                facts={[
                  { label: t('round.target'), value: format.sar(round.targetAmount) },
                  { label: t('round.raised'), value: format.sar(round.raisedAmount) },
                  { label: t('round.required'), value: format.sar(round.requiredAmount) },
                  { label: t('round.announced'), value: <DualDate iso={round.announcedDate} /> },
                  {
                    label: t('round.concluded'),
                    value: round.concludedDate ? <DualDate iso={round.concludedDate} /> : null,
                  },
                ]}
              />
              {renderActions && <Group gap="xs">{renderActions(round)}</Group>}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Table.ScrollContainer minWidth={renderActions ? 940 : 820}>
      <Table verticalSpacing="sm" horizontalSpacing="md" className={surfaces.dataTable}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('round.name')}</Table.Th>
            <Table.Th scope="col">{t('round.status')}</Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('round.target')}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('round.raised')}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('round.required')}
            </Table.Th>
            <Table.Th scope="col">{t('round.dates')}</Table.Th>
            {renderActions && <Table.Th scope="col">{t('round.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((round) => (
            <Table.Tr key={round.roundId}>
              <Table.Td className={classes.roundCell}>
                <Text fw={600} size="sm">
                  {round.roundName}
                </Text>
                <Text size="xs" c="dimmed">
                  {round.stage.name} · {round.investmentType.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <RoundStatusBadge status={round.status} />
              </Table.Td>
              <Table.Td className={classes.numeric}>{format.sar(round.targetAmount)}</Table.Td>
              <Table.Td className={classes.numeric}>{format.sar(round.raisedAmount)}</Table.Td>
              <Table.Td className={classes.numeric}>{format.sar(round.requiredAmount)}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  <DualDate iso={round.announcedDate} />
                </Text>
                <Text size="xs" c="dimmed">
                  {round.concludedDate ? (
                    <>
                      {t('round.concludedOn')} <DualDate iso={round.concludedDate} />
                    </>
                  ) : (
                    t('round.notConcluded')
                  )}
                </Text>
              </Table.Td>
              {renderActions && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {renderActions(round)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
