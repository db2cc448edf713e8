import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './detail-section.module.css';

/** A titled white panel of a profile's details (company, investor and provider profiles), a region named by its title. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      component="section"
      aria-labelledby={titleId}
      className={classes.section}
    >
      <Title order={2} id={titleId} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
