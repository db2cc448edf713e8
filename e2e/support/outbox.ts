import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The mails the server wrote to DATA_DIR/outbox (.eml files), newest first. */
function outboxFiles(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) => path.join(outbox, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

/** Undoes quoted-printable soft line breaks and escapes, so links read whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits (polling, up to `timeoutMs`) for a mail to `to` whose text contains a link matching
 * `linkPattern`, and returns the link's path (for example /auth/reset-password/<token>).
 */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  linkPattern: RegExp,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of outboxFiles(dataDir)) {
      const raw = readFileSync(file, 'utf8');
      if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
      const match = decodeQuotedPrintable(raw).match(linkPattern);
      if (match) return match[0];
    }
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} with a link matching ${linkPattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The readable text of an .eml: quoted-printable undone, base64 parts decoded. */
function readableMail(raw: string): string {
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  return [decodeQuotedPrintable(raw), ...base64Parts].join('\n');
}

/**
 * Waits (polling, up to `timeoutMs`) for a mail to `to` whose text matches `pattern`, newest
 * mail first, and returns the pattern's first group (a temporary password, a verification code).
 */
export async function waitForMailText(
  dataDir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of outboxFiles(dataDir)) {
      const text = readableMail(readFileSync(file, 'utf8'));
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      const found = pattern.exec(text)?.[1];
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
