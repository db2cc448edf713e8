import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-section.module.css';

/** A titled white panel of a profile's details (company and provider profiles). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg" component="section" className={classes.section}>
      <Title order={2} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
