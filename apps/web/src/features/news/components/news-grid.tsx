import { SimpleGrid } from '@mantine/core';
import type { NewsCard as NewsCardData } from '@hissa/contracts/news/news-articles';
import { NewsCard } from './news-card';

/** News cards in a grid: one column on a phone, two on a tablet, `columns` (default 3) on a desktop. */
export function NewsGrid({
  cards,
  from = 'news',
  columns = 3,
}: {
  cards: NewsCardData[];
  from?: 'news' | 'media-hub';
  columns?: 2 | 3;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: columns }} spacing="lg">
      {cards.map((card) => (
        <NewsCard key={card.key} card={card} from={from} />
      ))}
    </SimpleGrid>
  );
}
