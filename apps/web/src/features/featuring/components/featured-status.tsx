import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeaturingState, MyFeaturings } from '@hissa/contracts/billing/featuring';
import { featuringOption } from '@hissa/contracts/billing/featuring';
import { FeaturedBadge } from '../../../components/featured-badge';
import { useFormatters } from '../../../lib/formatting';
import classes from './featuring.module.css';

const STATE_COLOR: Record<FeaturingState, string> = { current: 'green', scheduled: 'blue', past: 'gray' };

/**
 * My company's featuring now (the gold "Featured" badge and the date it runs until, or "not
 * featured") and every featuring bought: what, from, until and its state (spec §4 featured / not featured).
 */
export function FeaturedStatus({ mine }: { mine: MyFeaturings }) {
  const { t } = useTranslation('featuring');
  const format = useFormatters();
  return (
    <section className={classes.panel} aria-labelledby="featuring-status">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h4" id="featuring-status">
            {t('status.title')}
          </Title>
          {mine.isFeaturedNow ? (
            <FeaturedBadge size="lg" />
          ) : (
            <Badge size="lg" variant="light" color="gray" c="dark.6">
              {t('status.notFeatured')}
            </Badge>
          )}
        </Group>
        {mine.featuredUntil && <Text>{t('status.until', { date: format.gregorianDate(mine.featuredUntil) })}</Text>}
        {mine.featurings.length === 0 ? (
          <Text c="dimmed">{t('status.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('status.what')}</Table.Th>
                  <Table.Th>{t('status.starts')}</Table.Th>
                  <Table.Th>{t('status.ends')}</Table.Th>
                  <Table.Th>{t('status.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mine.featurings.map((item) => (
                  <Table.Tr key={item.featuringId}>
                    <Table.Td>
                      {item.kind === 'company'
                        ? t('status.company', {
                            months: format.number(featuringOption(item.durationCode ?? 0)?.months ?? 0),
                            count: featuringOption(item.durationCode ?? 0)?.months ?? 0,
                          })
                        : t('status.listing', { name: item.className ?? item.isicClassCode })}
                    </Table.Td>
                    <Table.Td>{format.gregorianDate(item.startsAt)}</Table.Td>
                    <Table.Td>{format.gregorianDate(item.endsAt)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATE_COLOR[item.state]} c="dark.7">
                        {t(`states.${item.state}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </section>
  );
}
