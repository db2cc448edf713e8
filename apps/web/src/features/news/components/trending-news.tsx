import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/formatting';
import { newsArticlePath } from '../../../lib/routes';
import { useTrending } from '../api/news-api';
import classes from './news.module.css';

/** The week's most read articles, numbered (nothing when none were read this week). */
export function TrendingNews() {
  const { t } = useTranslation('news');
  const format = useFormatters();
  const trending = useTrending();
  if (trending.isPending) return <Skeleton height={240} radius="md" />;
  if (!trending.data || trending.data.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="trending-news">
      <Title order={2} size="h4" id="trending-news" mb="sm">
        {t('trending')}
      </Title>
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {trending.data.map((card, index) => (
          <li key={card.key} className={classes.trendingItem}>
            <Text fw={700} c="green.8" aria-hidden="true">
              {format.wholeNumber(index + 1)}
            </Text>
            <Anchor component={Link} to={newsArticlePath(card.key)} c="dark.8" fw={600} size="sm">
              {card.title}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
