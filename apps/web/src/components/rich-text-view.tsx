import { Typography } from '@mantine/core';

/**
 * Shows a rich-text body that the server has sanitised before storing it (contracts rich-text.ts,
 * apps/api/src/lib/rich-text.ts), with the theme's typography. Only ever given HTML from the API:
 * never text a user has just typed.
 */
export function RichTextView({ html, dir }: { html: string; dir?: 'ltr' | 'rtl' }) {
  return (
    <Typography>
      <div dir={dir} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
