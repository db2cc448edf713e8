import { CONTENT_TYPE_EXTENSIONS } from '@hissa/contracts/registration/registration-rules';

/**
 * Characters a saved file name must not hold: C0 and C1 controls, the path and wildcard
 * characters of Windows and POSIX (/ \ : * ? " < > |), and the bidirectional controls that can
 * make "cod.exe" look like "exe.doc" (U+200E/F, U+061C, U+202A-U+202E, U+2066-U+2069).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
/** Device names Windows will not create a file under, whatever the extension. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
/** Longest stem kept, in characters, so the whole name stays well under 255 bytes. */
const MAX_STEM_LENGTH = 100;
/** What a name's extension looks like: the last dot and 1 to 10 letters or digits. */
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

/**
 * The name a stored file is saved under: `originalName` without unsafe characters
 * (UNSAFE_CHARACTERS), leading and trailing dots and spaces, in NFC, its stem at most
 * MAX_STEM_LENGTH characters, and with an extension of `contentType` (CONTENT_TYPE_EXTENSIONS;
 * "bin" for a type without one): "report.exe" holding a PDF is saved as "report.pdf",
 * "photo.JPEG" holding a JPEG keeps its name. An empty or reserved stem becomes "file".
 */
export function downloadFileName(originalName: string, contentType: string): string {
  const cleaned = originalName
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/[\s.]+$/, '');
  const extensions = CONTENT_TYPE_EXTENSIONS[contentType] ?? ['bin'];
  const current = EXTENSION.exec(cleaned)?.[1];
  const keepsExtension = current !== undefined && extensions.includes(current.toLowerCase());
  const extension = keepsExtension ? current : (extensions[0] ?? 'bin');
  const trimmed = (text: string) => text.replace(/^[\s.]+|[\s.]+$/g, '');
  const withoutExtension = current === undefined ? cleaned : cleaned.slice(0, -current.length - 1);
  // "....etcpasswd": what looked like an extension is all there is of the name
  const stemText = trimmed(withoutExtension) === '' && !keepsExtension ? trimmed(cleaned) : trimmed(withoutExtension);
  let stem = Array.from(stemText).slice(0, MAX_STEM_LENGTH).join('').trim();
  if (stem === '' || WINDOWS_RESERVED.test(stem)) stem = 'file';
  return `${stem}.${extension}`;
}

/** `name` percent-encoded as an RFC 5987 ext-value's value: UTF-8, every byte outside attr-char escaped. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * An ASCII stand-in for `name` (RFC 6266's `filename` for clients without `filename*`):
 * accents dropped, other non-ASCII characters and % (which some clients decode) as "_", runs of
 * "_" as one and none at the ends; "file" and the extension when nothing readable is left (an
 * Arabic name).
 */
function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|[%"\\]/g, '_')
    .replace(/_+/g, '_');
  const extension = EXTENSION.exec(ascii)?.[0] ?? '';
  const stem = ascii.slice(0, ascii.length - extension.length).replace(/^[_\s]+|[_\s]+$/g, '');
  return /[A-Za-z0-9]/.test(stem) ? `${stem}${extension}` : `file${extension}`;
}

/**
 * The Content-Disposition header (`type` attachment, or inline to show it) of a file saved as `name` (made safe by
 * downloadFileName), as RFC 6266 asks: an ASCII `filename` and the exact name in
 * `filename*=UTF-8''…` (RFC 5987), which every current browser prefers.
 */
export function attachmentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
