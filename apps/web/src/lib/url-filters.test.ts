import { describe, expect, it } from 'vitest';
import { isOneOf, queryParams, readPage, searchFilters } from './url-filters';

describe('url filters', () => {
  it('reads the page, falling back to 1', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const query of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) expect(readPage(new URLSearchParams(query))).toBe(1);
  });

  it('writes only the values that are set', () => {
    expect(queryParams({ q: 'acme', city: null, sort: '', page: '2' }).toString()).toBe('q=acme&page=2');
  });

  it('builds request filters from the values that are set, in order', () => {
    expect(searchFilters([['acme', 'companyName', 'contains'], [null, 'cityCode', 'equals'], ['A', 'sectorCode', 'equals']])).toEqual([
      { key: 'companyName', operation: 'contains', value: 'acme' },
      { key: 'sectorCode', operation: 'equals', value: 'A' },
    ]);
  });

  it('narrows a string to a list', () => {
    expect(isOneOf(['listed', 'non_listed'], 'listed')).toBe(true);
    expect(isOneOf(['listed', 'non_listed'], 'other')).toBe(false);
    expect(isOneOf(['listed'], null)).toBe(false);
  });
});
