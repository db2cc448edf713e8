import { describe, expect, it } from 'vitest';
import { signToken, verifySignedToken } from './signed-token.ts';

describe('signed tokens', () => {
  it('gives back the fields of a token it signed, and nothing for an altered one or another purpose', () => {
    const token = signToken('secret', 'newsletter-confirm', ['12', '1800000000']);
    expect(verifySignedToken('secret', 'newsletter-confirm', token)).toEqual(['12', '1800000000']);
    expect(verifySignedToken('secret', 'newsletter-unsubscribe', token)).toBeNull();
    expect(verifySignedToken('other', 'newsletter-confirm', token)).toBeNull();
    expect(verifySignedToken('secret', 'newsletter-confirm', token.replace(/^12/, '13'))).toBeNull();
    expect(verifySignedToken('secret', 'newsletter-confirm', 'garbage')).toBeNull();
  });
});
