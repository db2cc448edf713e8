import { Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { StatGrid } from '../../../components/stat-grid';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFintechHub } from '../api/fintech-api';
import { Amount } from '../components/amount';
import { EventItems, NewsItems } from '../components/hub-lists';
import { FintechBand } from '../components/page-band';
import { RoundsTable } from '../components/results-tables';
import { FINTECH_PATHS } from '../fintech-paths';

// The charts library loads with the charts only (as the funding history chart does).
const FundingCharts = lazy(async () => ({ default: (await import('../components/funding-charts')).FundingCharts }));

/**
 * The fintech hub landing (fintech-hub; FintechHubEndpoint): counters, funding by year and by
 * stage, the latest rounds, the top news (the news module's fintech category) and the media hub's
 * upcoming events (decision 041).
 */
export function HubPage() {
  const { t } = useTranslation('fintech');
  useDocumentTitle(t('hub.title'));
  const format = useFormatters();
  const hub = useFintechHub();
  const data = hub.data;
  return (
    <>
      <FintechBand
        title={t('hub.title')}
        subtitle={t('hub.subtitle')}
        aside={
          <Button component={Link} to={FINTECH_PATHS.screener} mt="md">
            {t('hub.openScreener')}
          </Button>
        }
      />
      <Container size="xl" py="xl">
        {hub.isError ? (
          <ErrorState error={hub.error} onRetry={() => void hub.refetch()} />
        ) : (
          <Stack gap="xl">
            <StatGrid
              cols={{ base: 2, md: 4 }}
              stats={[
                { key: 'companies', label: t('hub.companies'), value: data && format.number(data.counters.companies) },
                { key: 'rounds', label: t('hub.rounds'), value: data && format.number(data.counters.rounds) },
                {
                  key: 'raised',
                  label: t('hub.raised'),
                  value: data && <Amount sar={data.counters.totalRaised} compact />,
                },
                { key: 'investors', label: t('hub.investors'), value: data && format.number(data.counters.investors) },
              ]}
            />
            <Suspense fallback={<Skeleton height={300} radius="lg" />}>
              {data ? <FundingCharts bars={data.bars} /> : <Skeleton height={300} radius="lg" />}
            </Suspense>
            <section aria-labelledby="latest-rounds">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={2} size="h3" id="latest-rounds">
                  {t('hub.latestRounds')}
                </Title>
                <Anchor component={Link} to={FINTECH_PATHS.rounds}>
                  {t('hub.allRounds')}
                </Anchor>
              </Group>
              <Paper withBorder radius="lg">
                {data ? <RoundsTable rows={data.latestRounds} currency="sar" /> : <Skeleton height={320} />}
              </Paper>
            </section>
            <section aria-labelledby="top-news">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={2} size="h3" id="top-news">
                  {t('hub.topNews')}
                </Title>
                <Anchor component={Link} to={FINTECH_PATHS.news}>
                  {t('hub.allNews')}
                </Anchor>
              </Group>
              {data && data.topNews.length === 0 && <Text c="dimmed">{t('hub.noNews')}</Text>}
              {data && <NewsItems items={data.topNews} />}
            </section>
            <section aria-labelledby="upcoming-events">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={2} size="h3" id="upcoming-events">
                  {t('hub.upcomingEvents')}
                </Title>
                <Anchor component={Link} to={MEDIA_PATHS.events}>
                  {t('hub.allEvents')}
                </Anchor>
              </Group>
              {data && data.upcomingEvents.length === 0 && <Text c="dimmed">{t('hub.noEvents')}</Text>}
              {data && <EventItems events={data.upcomingEvents} />}
            </section>
          </Stack>
        )}
      </Container>
    </>
  );
}
