import { useSearchParams } from 'react-router';
import {
  filterText,
  parseFilter,
  SCREENER_SORTS,
  SCREENER_VIEWS,
  type ScreenerFilter,
  type ScreenerView,
} from '@hissa/contracts/fintech/fintech-screener';
import { isOneOf, readPage } from '../../../lib/url-filters';
import type { ScreenRequest } from '../api/fintech-api';

/** Rows per screener page. */
export const SCREENER_PAGE_SIZE = 20;

/** The currencies amounts are shown and typed in (SAR, or USD at the fixed peg). */
export const CURRENCIES = ['sar', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The screen as the URL keeps it (decision 031): view, filters (`f`, repeated), sort, direction, page, currency. */
export type ScreenState = {
  view: ScreenerView;
  filters: ScreenerFilter[];
  sort: string | null;
  direction: 'asc' | 'desc' | null;
  page: number;
  currency: Currency;
};

/** Reads the screen from the URL; filters that do not parse for the view are left out. */
export function readScreen(params: URLSearchParams): ScreenState {
  const viewParam = params.get('view');
  const view: ScreenerView = isOneOf(SCREENER_VIEWS, viewParam) ? viewParam : 'companies';
  const filters = params.getAll('f').flatMap((text) => {
    const parsed = parseFilter(text, view);
    return 'error' in parsed ? [] : [parsed];
  });
  const sort = params.get('sort');
  const direction = params.get('direction');
  const currency = params.get('currency');
  return {
    view,
    filters,
    sort: sort !== null && (SCREENER_SORTS[view] as readonly string[]).includes(sort) ? sort : null,
    direction: direction === 'asc' || direction === 'desc' ? direction : null,
    page: readPage(params),
    currency: isOneOf(CURRENCIES, currency) ? currency : 'sar',
  };
}

/** The URL parameters of a screen (defaults left out). */
export function screenParams(state: ScreenState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'companies') params.set('view', state.view);
  for (const filter of state.filters) params.append('f', filterText(filter));
  if (state.sort) params.set('sort', state.sort);
  if (state.direction) params.set('direction', state.direction);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.currency !== 'sar') params.set('currency', state.currency);
  return params;
}

/** The screener call of a screen (page 0-based). */
export function screenRequest(state: ScreenState): ScreenRequest {
  return {
    view: state.view,
    f: state.filters.map(filterText),
    ...(state.sort && { sort: state.sort }),
    ...(state.direction && { direction: state.direction }),
    page: state.page - 1,
    size: SCREENER_PAGE_SIZE,
  };
}

/** The screen kept in the URL: read it, change it (filters, view and sort go back to page 1), reset it. */
export function useScreen() {
  const [params, setParams] = useSearchParams();
  const state = readScreen(params);
  const update = (changes: Partial<ScreenState>) => {
    const resetsPage = 'filters' in changes || 'view' in changes || 'sort' in changes || 'direction' in changes;
    setParams(screenParams({ ...state, ...(resetsPage && { page: 1 }), ...changes }));
  };
  const reset = () => setParams(screenParams({ ...state, filters: [], sort: null, direction: null, page: 1 }));
  return { state, update, reset };
}
