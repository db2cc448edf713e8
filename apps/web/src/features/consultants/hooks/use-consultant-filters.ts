import { CONSULTANT_PAGE_SIZE, CONSULTANT_SORTS, type ConsultantSort } from '@hissa/contracts/consultants';
import { STATIC_LOOKUP_LISTS } from '@hissa/contracts/lookups/static-lists';
import { AVAILABILITY_OPTIONS } from '@hissa/contracts/registration/registration-options';
import { urlField, urlFilters, useUrlFilters } from '../../../lib/url-filters';

const codesOf = (items: readonly { code: string }[]) => items.map((item) => item.code);

/** The directory's filters as kept in the URL (q, expertise, industry, availability, sort, page; page 1-based). */
export interface ConsultantFilters {
  search: string;
  expertise: string | null;
  industry: string | null;
  availability: string | null;
  sort: ConsultantSort;
  page: number;
}

/** The filters in the URL; unknown codes read back as none, the default sort (name) and page 1 stay out. */
const consultantUrlFilters = urlFilters<ConsultantFilters>({
  search: urlField.text('q'),
  expertise: urlField.oneOf('expertise', codesOf(STATIC_LOOKUP_LISTS['areas-of-expertise']), null),
  industry: urlField.oneOf('industry', codesOf(STATIC_LOOKUP_LISTS['industries-of-expertise']), null),
  availability: urlField.oneOf('availability', codesOf(AVAILABILITY_OPTIONS), null),
  sort: urlField.oneOf('sort', CONSULTANT_SORTS, 'name'),
  page: urlField.page(),
});

/** The directory query (ConsultantDirectoryEndpoint) of a set of filters. */
export function consultantQuery(filters: ConsultantFilters) {
  return {
    search: filters.search || undefined,
    expertise: filters.expertise ?? undefined,
    industry: filters.industry ?? undefined,
    availability: filters.availability ?? undefined,
    sort: filters.sort,
    page: filters.page - 1,
    size: CONSULTANT_PAGE_SIZE,
  };
}

/** The directory's filters, kept in the URL (useUrlFilters: update, reset, hasFilters). */
export function useConsultantFilters() {
  return useUrlFilters(consultantUrlFilters.read, consultantUrlFilters.write);
}
