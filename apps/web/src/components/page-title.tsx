import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading (h1, with `id` when a region is labelled by it) and the sentence under it. */
export function PageTitle({ title, subtitle, id }: { title: ReactNode; subtitle?: ReactNode; id?: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} id={id}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
