import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsItem } from '@hissa/contracts/company-profile';
import { EntityLogo } from '../../../../components/entity-logo';
import { useFormatters } from '../../../../lib/formatting';
import { companyProfilePath } from '../../../../lib/routes';
import { useBrowsingAreaPath } from '../../../../lib/session/dashboard-area';
import classes from './company-profile.module.css';
import { FileLink } from './file-link';
import { TextBlock } from './text-block';
import surfaces from '../../../../components/surfaces.module.css';

/** The badge of a news item's type: news or announcement (contracts company-profile.ts NEWS_TYPES). */
export function NewsTypeBadge({ type }: { type: NewsItem['type'] }) {
  const { t } = useTranslation('companyProfile');
  return (
    <Badge
      variant="light"
      color={type === 'announcement' ? 'gold' : 'brand'}
      c={type === 'announcement' ? 'gold.9' : undefined}
    >
      {t(`news.type.${type}`)}
    </Badge>
  );
}

/**
 * News and announcements as cards, latest first: type, headline, publication time, the text and
 * its attachment. `showCompany` adds the company (logo and a link to its profile) for lists that
 * mix companies; `actions` adds the owner's delete button.
 */
export function NewsList({
  items,
  showCompany = false,
  actions,
}: {
  items: NewsItem[];
  showCompany?: boolean;
  actions?: (item: NewsItem) => ReactNode;
}) {
  const { t } = useTranslation('companyProfile');
  const format = useFormatters();
  const areaPath = useBrowsingAreaPath();
  return (
    <Stack gap="md" component="ul" className={surfaces.cardList}>
      {items.map((item) => (
        <Paper
          key={item.id}
          component="li"
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          className={`${surfaces.surface} ${classes.card}`}
        >
          <Stack gap="xs" component="article" aria-labelledby={`news-${item.id}`}>
            <Group gap="xs" justify="space-between">
              <Group gap="xs">
                <NewsTypeBadge type={item.type} />
                <Text size="sm" c="dimmed" component="time" dateTime={item.publishedAt}>
                  {format.dateTime(item.publishedAt)}
                </Text>
              </Group>
              {actions?.(item)}
            </Group>
            {showCompany && (
              <Group gap="xs" wrap="nowrap">
                <EntityLogo src={item.companyLogoUrl} name={item.companyName} size={24} radius="sm" />
                <Anchor
                  component={Link}
                  to={companyProfilePath(item.companyName, item.companyId, areaPath)}
                  size="sm"
                  fw={600}
                >
                  {item.companyName}
                </Anchor>
              </Group>
            )}
            <Title order={3} size="h4" id={`news-${item.id}`} dir="auto">
              {item.title}
            </Title>
            <TextBlock>{item.body}</TextBlock>
            {item.attachment && (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('news.attachment')}
                </Text>
                <FileLink file={item.attachment} />
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
