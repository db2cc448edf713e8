import { Container, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { useHomeStatistics } from '../api/get-home-statistics';
import classes from './home.module.css';

/**
 * The statistics block: live counters of private & listed companies, investor companies and
 * service providers from the home statistics call, formatted through Intl.
 */
export function HomeStatistics() {
  const { t } = useTranslation();
  const format = useFormatters();
  const statistics = useHomeStatistics();

  const figures = statistics.data
    ? [
        { label: t('home.stats.companies'), value: statistics.data.privateCompanies + statistics.data.listedCompanies },
        { label: t('home.stats.investors'), value: statistics.data.investorCompanies },
        { label: t('home.stats.providers'), value: statistics.data.serviceProviders },
      ]
    : null;

  return (
    <Container component="section" aria-labelledby="home-stats-title" className={classes.statsSection}>
      <Paper shadow="md" p={{ base: 'lg', sm: 'xl' }} radius="lg" className={classes.statsCard}>
        <Stack gap={4} mb="lg">
          <Title order={2} id="home-stats-title" className={classes.statsTitle}>
            {t('home.stats.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('home.stats.subheading')}
          </Text>
        </Stack>
        {statistics.isError ? (
          <ErrorState
            error={statistics.error}
            title={t('home.stats.error')}
            onRetry={() => void statistics.refetch()}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={0} className={classes.statsGrid}>
            {(figures ?? [null, null, null]).map((figure, index) => (
              <div key={figure?.label ?? index} className={classes.statItem}>
                {figure ? (
                  <>
                    <Text className={classes.statValue}>{format.number(figure.value)}</Text>
                    <Text className={classes.statLabel}>{figure.label}</Text>
                  </>
                ) : (
                  <Stack gap="xs" aria-hidden="true">
                    <Skeleton height={36} width="50%" radius="sm" />
                    <Skeleton height={14} width="70%" radius="sm" />
                  </Stack>
                )}
              </div>
            ))}
          </SimpleGrid>
        )}
      </Paper>
    </Container>
  );
}
