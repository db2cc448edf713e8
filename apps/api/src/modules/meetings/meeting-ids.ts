import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { MEETING_ID_BYTES } from '@hissa/contracts/meetings/meeting-rules';

/** A new meeting id, attendee id or attendee token: 16 random bytes (128 bits) in base64url (22 characters). */
export function newMeetingSecret(): string {
  return randomBytes(MEETING_ID_BYTES).toString('base64url');
}

/** What is stored of an attendee token: its SHA-256 in base64url. */
export function hashAttendeeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** True when `token` is the one whose hash is `tokenHash` (compared in constant time). */
export function isAttendeeToken(token: string, tokenHash: string): boolean {
  const given = Buffer.from(hashAttendeeToken(token));
  const stored = Buffer.from(tokenHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** §3: a generated attendee name, 'Attendee' and a number below 1000. */
export function generatedAttendeeName(): string {
  return `Attendee ${randomBytes(2).readUInt16BE() % 1000}`;
}
