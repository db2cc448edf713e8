import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@hissa/contracts/rich-text';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open in a new tab without giving the opened page a handle on ours.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/**
 * Sanitises rich-text HTML from the editor before it is stored (contracts rich-text.ts): keeps
 * RICH_TEXT_TAGS, links with http(s) or mailto only (opened in a new tab, noopener), and drops
 * every script, style, event handler, iframe and other attribute. Idempotent: sanitising the
 * answer again changes nothing.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
