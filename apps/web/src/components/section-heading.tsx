import { Text, Title } from '@mantine/core';

/** The heading (h2 in h3 size, with the `id` its section is labelled by) and the short intro of a page section. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </div>
  );
}
