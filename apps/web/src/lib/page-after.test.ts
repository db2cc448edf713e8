import { describe, expect, it } from 'vitest';
import { pageAfter } from './page-after';

describe('pageAfter ("Load more" of Your bids)', () => {
  it('offers the next page while rows are left, and none once the total is shown', () => {
    expect(pageAfter({ page: 0, size: 10, total: 11 })).toBe(1);
    expect(pageAfter({ page: 1, size: 10, total: 11 })).toBeUndefined();
    expect(pageAfter({ page: 0, size: 10, total: 10 })).toBeUndefined();
    expect(pageAfter({ page: 0, size: 10, total: 0 })).toBeUndefined();
    expect(pageAfter({ page: 4, size: 10, total: 51 })).toBe(5);
  });
});
