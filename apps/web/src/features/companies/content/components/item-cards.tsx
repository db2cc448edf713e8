import { Paper, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import classes from './company-profile.module.css';
import surfaces from '../../../../components/surfaces.module.css';

/**
 * A profile section's items as a grid of cards (one column on phones, up to three on wide
 * screens), or its empty state (what to do next, and the owner's add button as `empty.action`).
 */
export function ItemCards<T extends { id: number }>({
  items,
  label,
  empty,
  renderItem,
}: {
  items: T[];
  label?: string;
  empty: { icon: ReactNode; title: string; description: string; action?: ReactNode };
  renderItem: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <EmptyState {...empty} headingOrder={3} />;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      className={surfaces.cardList}
      aria-label={label}
    >
      {items.map((item) => (
        <Paper
          key={item.id}
          component="li"
          withBorder
          radius="lg"
          p="lg"
          className={`${surfaces.surface} ${classes.card}`}
        >
          <Stack gap="sm" h="100%">
            {renderItem(item)}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
