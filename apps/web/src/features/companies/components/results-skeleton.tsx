import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import surfaces from '../../../components/surfaces.module.css';

/** Placeholder rows while the companies list loads (its code, then its first page). */
export function ResultsSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" className={surfaces.results} aria-hidden="true">
      <Stack gap="lg">
        {Array.from({ length: 6 }, (_, row) => (
          <Group key={row} gap="md" wrap="nowrap">
            <Skeleton height={40} width={40} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="40%" radius="sm" />
              <Skeleton height={10} width="20%" radius="sm" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
