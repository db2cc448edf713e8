import { Text, type TextProps } from '@mantine/core';
import classes from './company-profile.module.css';

/**
 * A text the company wrote (biography, description, news body): line breaks kept, long words
 * wrapped, its direction taken from its own first letters (a company may write in either language).
 */
export function TextBlock({ children, ...props }: TextProps & { children: string }) {
  return (
    <Text dir="auto" className={classes.text} {...props}>
      {children}
    </Text>
  );
}
