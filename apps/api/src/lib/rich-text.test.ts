import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('strips scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><iframe src="https://evil"></iframe>' +
      '<a href="JaVaScRiPt:alert(1)">y</a><svg><script>1</script></svg>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style|iframe|img|svg|javascript/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps headings, lists, quotes and safe links, opened in a new tab', () => {
    const clean = sanitizeRichText(
      '<h2>عنوان</h2><ul><li><strong>one</strong></li></ul><blockquote>q</blockquote><a href="https://hissa.sa/news">n</a>',
    );
    expect(clean).toBe(
      '<h2>عنوان</h2><ul><li><strong>one</strong></li></ul><blockquote>q</blockquote>' +
        '<a href="https://hissa.sa/news" target="_blank" rel="noopener noreferrer nofollow">n</a>',
    );
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});
