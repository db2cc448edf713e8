import { Text } from '@mantine/core';
import { useFormatters } from '../lib/formatting';
import classes from './dual-date.module.css';

/**
 * A date that matters, in the Gregorian and the Umm al-Qura Hijri calendars side by side
 * (design.md, "Dates"). `iso` is yyyy-mm-dd. Renders a <time> element; on narrow screens the
 * Hijri date wraps as a whole onto the next line.
 */
export function DualDate({ iso }: { iso: string }) {
  const format = useFormatters();
  return (
    <Text component="time" dateTime={iso} inherit className={classes.date}>
      <span className={classes.part}>{format.gregorianDate(iso)}</span>
      <span className={classes.separator} aria-hidden="true">
        {' · '}
      </span>
      <Text component="span" c="dimmed" inherit className={classes.part}>
        {format.hijriDate(iso)}
      </Text>
    </Text>
  );
}
