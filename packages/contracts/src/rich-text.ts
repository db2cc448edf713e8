import { z } from 'zod';

/*
 * Rich text of published content (newsroom articles, events, episodes, reports): HTML written in
 * the admin's rich-text editor, stored only after the server's sanitiser has kept the elements and
 * attributes below (apps/api/src/lib/rich-text.ts). Nothing else, no script, event handler, style
 * or javascript: link, ever reaches a reader.
 */

/** Longest rich-text body, in characters of HTML as sent (200,000). */
export const RICH_TEXT_MAX_LENGTH = 200_000;

/** Elements a sanitised body may hold. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;

/** Link schemes a sanitised link may use. */
export const RICH_TEXT_LINK_SCHEMES = ['https', 'http', 'mailto'] as const;

/** Message keys of rich-text fields (namespace richText). */
export const RICH_TEXT_KEYS = {
  required: 'richText.required',
  tooLong: 'richText.tooLong',
} as const;

/** Text of an HTML body without its tags, for "is it empty?" checks ('<p> </p>' -> ''). */
export function richTextPlain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A rich-text body: HTML of at most RICH_TEXT_MAX_LENGTH characters with some visible text
 * (RICH_TEXT_KEYS.required otherwise). The server sanitises it before storing; this schema only
 * bounds it.
 */
export function richTextSchema(requiredKey: string = RICH_TEXT_KEYS.required) {
  return z
    .string(requiredKey)
    .max(RICH_TEXT_MAX_LENGTH, RICH_TEXT_KEYS.tooLong)
    .refine((html) => richTextPlain(html) !== '', requiredKey);
}
