import { Badge, Group, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductService } from '@hissa/contracts/company-profile';
import { ItemCards } from './item-cards';
import { TextBlock } from './text-block';

/**
 * The products and services of a company (the "products and services" tab) as cards: a product or
 * service badge, the name and description in the reader's language. `actions` adds the owner's edit
 * and delete buttons to each card.
 */
export function ProductsServicesList({
  items,
  actions,
  emptyAction,
}: {
  items: ProductService[];
  actions?: (item: ProductService) => ReactNode;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('companyProfile');
  return (
    <ItemCards
      items={items}
      label={t('products.title')}
      empty={{
        icon: <IconPackage size={28} />,
        title: t('products.emptyTitle'),
        description: t(actions ? 'products.emptyOwner' : 'products.emptyPublic'),
        action: emptyAction,
      }}
      renderItem={(item) => (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Title order={3} size="h5" dir="auto">
              {item.name}
            </Title>
            <Badge
              variant="light"
              color={item.kind === 'product' ? 'brand' : 'gold'}
              c={item.kind === 'product' ? undefined : 'gold.9'}
            >
              {t(`products.kind.${item.kind}`)}
            </Badge>
          </Group>
          {item.description ? (
            <TextBlock size="sm" c="dimmed">
              {item.description}
            </TextBlock>
          ) : (
            <Text size="sm" c="dimmed">
              {t('products.noDescription')}
            </Text>
          )}
          {actions?.(item)}
        </>
      )}
    />
  );
}
