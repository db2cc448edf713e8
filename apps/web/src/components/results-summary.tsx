import { Button, Group, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useFormatters } from '../lib/formatting';

/** The range of a results page, its numbers already written through Intl. */
export type ResultsRange = { from: string; to: string; total: string };

/**
 * The line above a page of results: "Showing 11-20 of 134" (announced as a status) and, while
 * filters are on (`onReset` given), a button that clears them. `page` is the server's page
 * (0-based `page`, `size`, `total`, the rows shown); `rangeText` words the range in the
 * caller's namespace, e.g. `(range) => t('funds.range', range)`.
 */
export function ResultsSummary({
  page,
  rangeText,
  resetLabel,
  onReset,
  className,
}: {
  page: { page: number; size: number; total: number; data: readonly unknown[] };
  rangeText: (range: ResultsRange) => string;
  resetLabel?: string;
  onReset?: () => void;
  className?: string;
}) {
  const format = useFormatters();
  const first = page.page * page.size;
  return (
    <Group gap="sm" justify="space-between">
      <Text size="sm" c="dimmed" role="status" className={className}>
        {rangeText({
          from: format.number(first + 1),
          to: format.number(first + page.data.length),
          total: format.number(page.total),
        })}
      </Text>
      {onReset && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={onReset}
        >
          {resetLabel}
        </Button>
      )}
    </Group>
  );
}
