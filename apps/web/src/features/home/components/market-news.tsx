import { Anchor, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_PATHS, newsArticlePath } from '../../../lib/routes';
import { useMarketNews } from '../api/get-market-news';
import classes from './home.module.css';

/** Home's market news (spec §2 Home): the three latest stories, each linking to its article, and the way to all news. */
export function MarketNews() {
  const { t } = useTranslation();
  const format = useFormatters();
  const news = useMarketNews();
  if (news.isSuccess && news.data.length === 0) return null;
  return (
    <Container component="section" aria-labelledby="home-news-title" className={classes.section}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={2} id="home-news-title">
              {t('home.news.heading')}
            </Title>
            <Text c="dimmed">{t('home.news.subheading')}</Text>
          </Stack>
          <Button
            component={Link}
            to={MEDIA_PATHS.news}
            variant="subtle"
            rightSection={<IconArrowRight size={16} className="flip-rtl" aria-hidden="true" />}
          >
            {t('home.news.all')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {news.data
            ? news.data.map((card) => (
                <Paper key={card.key} withBorder radius="md" p="lg" component="article">
                  <Stack gap="xs">
                    <Text size="xs" c="dimmed" component="time" dateTime={card.publishedAt}>
                      {format.gregorianDate(riyadhToday(new Date(card.publishedAt)))}
                    </Text>
                    <Anchor component={Link} to={newsArticlePath(card.key)} fw={700} c="dark.8">
                      {card.title}
                    </Anchor>
                    <Text size="sm" c="dimmed" lineClamp={3}>
                      {card.summary}
                    </Text>
                  </Stack>
                </Paper>
              ))
            : [0, 1, 2].map((index) => <Skeleton key={index} height={160} radius="md" />)}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
