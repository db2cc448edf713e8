import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { sessionKey, signSessionToken, verifySessionToken } from './session-token.ts';

const subject = {
  email: 'sara@example.sa',
  userType: USER_TYPES.individualShareholder,
  isFirstTimeLogin: false,
  isSubscribed: false,
  tokenVersion: 3,
};

afterEach(() => vi.useRealTimers());

describe('sign-in tokens', () => {
  it('a remembered token still ends at its expiry', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const key = sessionKey('secret');
    const token = signSessionToken(key, subject, 60_000);
    expect(verifySessionToken(key, token)).toMatchObject({ sub: subject.email, tv: 3 });
    vi.setSystemTime(new Date('2026-11-26T10:00:59Z'));
    expect(verifySessionToken(key, token)).toMatchObject({ sub: subject.email });
    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    expect(verifySessionToken(key, token)).toBeNull();
  });

  it('a checked token does not vouch for an altered copy or for another key', () => {
    const key = sessionKey('secret');
    const token = signSessionToken(key, subject, 60_000);
    expect(verifySessionToken(key, token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const raised = Buffer.from(JSON.stringify({ ...claims, type: USER_TYPES.admin })).toString('base64url');
    expect(verifySessionToken(key, `${header}.${raised}.${signature}`)).toBeNull();
    expect(verifySessionToken(sessionKey('other secret'), token)).toBeNull();
  });
});
