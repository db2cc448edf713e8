import { Badge, Group, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsCard as NewsCardData } from '@hissa/contracts/news/news-articles';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { useFormatters } from '../../../lib/formatting';
import { newsArticlePath } from '../../../lib/routes';
import classes from './news.module.css';

/**
 * One news item in a grid: cover (or a plain band), category and kind, headline linking to its
 * page (`from` the news or the media hub), summary, the company of a company item, and the
 * Riyadh day it was published.
 */
export function NewsCard({ card, from = 'news' }: { card: NewsCardData; from?: 'news' | 'media-hub' }) {
  const { t } = useTranslation('news');
  const format = useFormatters();
  return (
    <article className={classes.card}>
      {card.coverUrl ? (
        <img className={classes.cover} src={card.coverUrl} alt="" loading="lazy" />
      ) : (
        <div className={classes.coverPlaceholder} aria-hidden="true">
          <IconNews size={40} stroke={1.4} />
        </div>
      )}
      <div className={classes.cardBody}>
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color="green" c="green.9">
            {t(`categories.${card.category}`)}
          </Badge>
          {card.kind !== 'news' && (
            <Badge variant="outline" color="gray" c="dark.6">
              {t(`kinds.${card.kind}`)}
            </Badge>
          )}
        </Group>
        <Text component="h3" size="lg" lh={1.35} m={0}>
          <Link className={classes.titleLink} to={newsArticlePath(card.key, from)}>
            {card.title}
          </Link>
        </Text>
        {card.companyName && (
          <Text size="sm" fw={600} c="green.9">
            {card.companyName}
          </Text>
        )}
        <Text size="sm" c="dimmed" lineClamp={3} className={classes.summary}>
          {card.summary}
        </Text>
        <Text size="xs" c="dimmed" mt="auto" component="time" dateTime={card.publishedAt}>
          {format.gregorianDate(riyadhToday(new Date(card.publishedAt)))}
        </Text>
      </div>
    </article>
  );
}
