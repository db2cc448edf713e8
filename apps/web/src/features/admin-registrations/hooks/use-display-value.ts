import { useQueries } from '@tanstack/react-query';
import { localName } from '@hissa/contracts/languages';
import { STATIC_LOOKUP_LISTS } from '@hissa/contracts/lookups/static-lists';
import { REGISTRATION_JOURNEYS, type RegistrationDetail } from '@hissa/contracts/registration/registration-api';
import {
  AVAILABILITY_OPTIONS,
  CFA_LEVELS,
  DEGREE_LEVELS,
  EMPLOYER_TYPES,
  PROFICIENCY_LEVELS,
} from '@hissa/contracts/registration/registration-options';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { lookupListQueryOptions } from '../../../lib/get-lookup-list';

/** Fields whose value is a code of a list kept in contracts, shown by its name. */
const CODE_LISTS: Record<string, readonly { code: string; nameEn: string; nameAr: string }[]> = {
  title: STATIC_LOOKUP_LISTS.titles,
  designation: STATIC_LOOKUP_LISTS.designations,
  investorType: STATIC_LOOKUP_LISTS['investor-types'],
  numberOfEmployees: STATIC_LOOKUP_LISTS['number-of-employees'],
  englishProficiency: PROFICIENCY_LEVELS,
  arabicProficiency: PROFICIENCY_LEVELS,
  highestDegree: DEGREE_LEVELS,
  fieldOfStudy: STATIC_LOOKUP_LISTS['fields-of-study'],
  cfaLevel: CFA_LEVELS,
  employerType: EMPLOYER_TYPES,
  yearsOfExperience: STATIC_LOOKUP_LISTS['years-of-experience'],
  industryOfExpertise: STATIC_LOOKUP_LISTS['industries-of-expertise'],
  areaOfExpertise: STATIC_LOOKUP_LISTS['areas-of-expertise'],
  availability: AVAILABILITY_OPTIONS,
  projectsPerWeek: STATIC_LOOKUP_LISTS['projects-per-week'],
  reasonForApplying: STATIC_LOOKUP_LISTS['reasons-to-apply'],
  hourlyRate: STATIC_LOOKUP_LISTS['preferred-hourly-rates'],
};

/**
 * How a submitted field of `registration` reads for the admin: a code of a list kept in
 * contracts (titles, degrees, expertise...) or of a list the server holds (the journey's
 * lookupFields: countries, cities, currencies, sectors, ISIC sections, fetched through the
 * lookup list call) shown by its name in the viewer's language, lists of codes name by name; anything else, or a code not (yet) found, as it was sent. A city is a code only where
 * its rule says so (Saudi Arabia); elsewhere it is the name typed.
 */
export function useDisplayValue(
  registration: RegistrationDetail | undefined,
): (field: string, value: unknown) => unknown {
  const { language } = useLanguage();
  const format = useFormatters();
  const rules = registration ? REGISTRATION_JOURNEYS[registration.kind].lookupFields : [];
  const lists = [...new Set(rules.map((rule) => rule.list))];
  const results = useQueries({ queries: lists.map((list) => lookupListQueryOptions(list, language)) });
  const namesByList = new Map(
    lists.map((list, index) => [list, new Map((results[index]?.data ?? []).map((item) => [item.code, item.name]))]),
  );

  const nameOf = (field: string, code: string): string => {
    const staticItem = CODE_LISTS[field]?.find((candidate) => candidate.code === code);
    if (staticItem) return format.digitsOf(localName(staticItem, language));
    const rule = rules.find((candidate) => candidate.field === field);
    if (!rule || (rule.onlyWhen && registration?.payload[rule.onlyWhen.field] !== rule.onlyWhen.equals)) return code;
    return namesByList.get(rule.list)?.get(code) ?? code;
  };

  return (field, value) => {
    if (typeof value === 'string') return nameOf(field, value);
    if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      return value.map((item) => nameOf(field, item));
    return value;
  };
}
