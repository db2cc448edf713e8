import { Group, SegmentedControl, Select, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The status filter of an admin queue, named by `label`: a segmented control, or on phones
 * (below 576 px, where five statuses do not fit across) a full-width select; and the queue's
 * `total` at the other end once it is known.
 */
export function QueueStatusFilter<Status extends string>({
  label,
  value,
  options,
  onChange,
  total,
}: {
  label: string;
  value: Status;
  options: readonly { value: Status; label: string }[];
  onChange: (value: Status) => void;
  total?: ReactNode;
}) {
  const isPhone = useMediaQuery('(max-width: 575px)');
  return (
    <Group justify="space-between" align="center" gap="sm">
      {isPhone ? (
        <Select
          aria-label={label}
          value={value}
          onChange={(next) => next !== null && onChange(next as Status)} // one of `options`
          data={[...options]}
          allowDeselect={false}
          w="100%"
        />
      ) : (
        <SegmentedControl
          aria-label={label}
          value={value}
          onChange={(next) => onChange(next as Status)} // one of `options`
          data={[...options]}
        />
      )}
      {total !== undefined && (
        <Text size="sm" c="dimmed">
          {total}
        </Text>
      )}
    </Group>
  );
}
