import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsQuery } from '@hissa/contracts/news/news-articles';
import { useNewsList } from '../api/news-api';
import { NewsGrid } from './news-grid';

/**
 * A titled section of the latest articles for `query` (three by default) with a link to the
 * full list at `moreTo`; nothing when there are none.
 */
export function LatestSection({
  id,
  title,
  query,
  moreTo,
  from = 'news',
}: {
  id: string;
  title: string;
  query: NewsQuery;
  moreTo: string;
  from?: 'news' | 'media-hub';
}) {
  const { t } = useTranslation('news');
  const list = useNewsList({ size: 3, page: 0, ...query });
  if (list.isPending) return <Skeleton height={280} radius="md" />;
  if (!list.data || list.data.data.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Button
          component={Link}
          to={moreTo}
          variant="subtle"
          rightSection={<IconArrowRight size={16} className="flip-rtl" />}
        >
          {t('more')}
        </Button>
      </Group>
      <NewsGrid cards={list.data.data} from={from} />
    </Stack>
  );
}
