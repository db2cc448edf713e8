import { Badge, Button, Collapse, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure, useId, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormatters } from '../lib/formatting';

/**
 * The filters above a list, as a labelled section: from 48em the search box and the other
 * filters share a grid (two columns, four from lg); on phones the others fold behind a button
 * (`moreLabel`) that counts the `activeCount` filters set and opens them in place.
 */
export function FilterPanel({
  label,
  search,
  moreLabel,
  activeCount,
  children,
}: {
  label: string;
  search: ReactNode;
  moreLabel: string;
  activeCount: number;
  children: ReactNode;
}) {
  const format = useFormatters();
  const moreId = useId();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [isMoreOpen, more] = useDisclosure(false);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg" component="section" aria-label={label}>
      {isWide ? (
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
          {search}
          {children}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">
          {search}
          <Button
            variant="default"
            onClick={more.toggle}
            aria-expanded={isMoreOpen}
            aria-controls={moreId}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
            rightSection={
              activeCount > 0 ? (
                <Badge size="sm" circle>
                  {format.number(activeCount)}
                </Badge>
              ) : null
            }
          >
            {moreLabel}
          </Button>
          <Collapse expanded={isMoreOpen} id={moreId}>
            <Stack gap="sm" pt={4}>
              {children}
            </Stack>
          </Collapse>
        </Stack>
      )}
    </Paper>
  );
}
