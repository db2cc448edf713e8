import { Group, SegmentedControl, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The status filter of an admin queue: a segmented control (full width on phones, below 576 px)
 * named by `label`, and the queue's `total` at the other end once it is known.
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
      <SegmentedControl
        aria-label={label}
        value={value}
        onChange={(next) => onChange(next as Status)} // one of `options`
        data={[...options]}
        fullWidth={isPhone}
        w={isPhone ? '100%' : undefined}
      />
      {total !== undefined && (
        <Text size="sm" c="dimmed">
          {total}
        </Text>
      )}
    </Group>
  );
}
