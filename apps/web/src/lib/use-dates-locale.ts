import 'dayjs/locale/ar';
import 'dayjs/locale/ar-ly';
import type { DayOfWeek } from '@mantine/dates';
import { useLanguage } from '../i18n/use-language';
import { useDigitPreference } from './digit-preference';

/**
 * The dayjs locale of Mantine's date pickers for the page: English, or Arabic month and day
 * names with the page's digits ('ar' writes Arabic-Indic digits, 'ar-ly' the same names with Latin
 * digits), so the picker keeps the page's one digit system.
 */
export function useDatesLocale(): string {
  const { language } = useLanguage();
  const digits = useDigitPreference();
  if (language !== 'ar') return 'en';
  return digits === 'latn' ? 'ar-ly' : 'ar';
}

/**
 * The Saudi week for Mantine's calendars and date pickers: it starts on Sunday, and Friday and
 * Saturday are the weekend (day numbers as JavaScript's getDay, Sunday 0).
 */
export const SAUDI_WEEK: { firstDayOfWeek: DayOfWeek; weekendDays: DayOfWeek[] } = {
  firstDayOfWeek: 0,
  weekendDays: [5, 6],
};
