import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fact-rows.module.css';

/** One label and value of FactRows; `value` null or undefined leaves the row out. */
type Fact = { label: string; value: ReactNode };

/**
 * The figures of a card (a funding round, an interest, an investment) as a description list:
 * label at the start, value at the end, one row each, under a hairline. Tabular figures.
 */
export function FactRows({ facts }: { facts: Fact[] }) {
  return (
    <dl className={classes.list}>
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined)
        .map((fact) => (
          <div key={fact.label} className={classes.row}>
            <Text component="dt" size="sm" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="sm">
              {/* Free text may be in the other language (a Latin name on an Arabic page): isolate it. */}
              {typeof fact.value === 'string' ? <bdi>{fact.value}</bdi> : fact.value}
            </Text>
          </div>
        ))}
    </dl>
  );
}
