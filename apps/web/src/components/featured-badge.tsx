import { Badge } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The gold "Featured" badge of a provider that pays to be featured (spec §4 featured status;
 * decisions 008 and 023): on screener results, top recommendations, provider cards and pages,
 * and the provider's own featuring page. `size` 'lg' for a page's status, else the card size.
 */
export function FeaturedBadge({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge
      size={size}
      variant="light"
      color="gold"
      c="gold.9"
      leftSection={<IconStarFilled size={size === 'lg' ? 14 : 12} aria-hidden="true" />}
      style={{ alignSelf: 'flex-start', flexShrink: 0 }}
    >
      {t('provider.featured')}
    </Badge>
  );
}
