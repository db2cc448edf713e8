import { describe, expect, it } from 'vitest';
import { isOneOf, queryParams, readPage, searchFilters, urlField, urlFilters } from './url-filters';

describe('url filters', () => {
  it('reads the page, falling back to 1', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const query of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x'])
      expect(readPage(new URLSearchParams(query))).toBe(1);
  });

  it('writes only the values that are set', () => {
    expect(queryParams({ q: 'acme', city: null, sort: '', page: '2' }).toString()).toBe('q=acme&page=2');
  });

  it('builds request filters from the values that are set, in order', () => {
    expect(
      searchFilters([
        ['acme', 'companyName', 'contains'],
        [null, 'cityCode', 'equals'],
        ['A', 'sectorCode', 'equals'],
      ]),
    ).toEqual([
      { key: 'companyName', operation: 'contains', value: 'acme' },
      { key: 'sectorCode', operation: 'equals', value: 'A' },
    ]);
  });

  it('narrows a string to a list', () => {
    expect(isOneOf(['listed', 'non_listed'], 'listed')).toBe(true);
    expect(isOneOf(['listed', 'non_listed'], 'other')).toBe(false);
    expect(isOneOf(['listed'], null)).toBe(false);
  });

  it('reads and writes a declared set of filters, leaving defaults out', () => {
    const filters = urlFilters<{
      name: string;
      sector: string | null;
      type: 'listed' | 'non_listed' | null;
      sort: 'default' | 'name';
      page: number;
    }>({
      name: urlField.text('q'),
      sector: urlField.code('sector', /^[A-Z]$/),
      type: urlField.oneOf('type', ['listed', 'non_listed'] as const, null),
      sort: urlField.oneOf('sort', ['default', 'name'] as const, 'default'),
      page: urlField.page(),
    });
    expect(filters.read(new URLSearchParams('q=%20acme%20&sector=AB&type=listed&sort=bogus&page=2'))).toEqual({
      name: 'acme',
      sector: null,
      type: 'listed',
      sort: 'default',
      page: 2,
    });
    expect(filters.write({ name: 'acme', sector: 'C', type: null, sort: 'default', page: 1 }).toString()).toBe(
      'q=acme&sector=C',
    );
    expect(filters.write({ name: '', sector: null, type: 'non_listed', sort: 'name', page: 3 }).toString()).toBe(
      'type=non_listed&sort=name&page=3',
    );
  });
});
