import { List, Stack, Text, Title } from '@mantine/core';
import classes from './site-page.module.css';

/** A part of a site page's text: a heading, then paragraphs and/or a bulleted list. */
export type ArticleSection = { heading: string; paragraphs?: string[]; items?: string[] };

/** The sections of a site page (about, privacy, terms), each an h2 with its text. */
export function ArticleSections({ sections }: { sections: ArticleSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <section key={section.heading} className={classes.section}>
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          <Stack gap="xs">
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items && (
              <List spacing={6}>
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
