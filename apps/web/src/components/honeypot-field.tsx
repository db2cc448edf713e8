import { TextInput, type TextInputProps } from '@mantine/core';
import classes from './honeypot-field.module.css';

/**
 * The honeypot of a public form (decisions 023, 027): a `website` field out of sight and out of
 * the tab order that people leave empty; a bot that fills it is answered as a success and dropped.
 */
export function HoneypotField(props: TextInputProps) {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <TextInput tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
