import { useTranslation } from 'react-i18next';
import { localName } from '@hissa/contracts/languages';
import { REQUIREMENT_BUDGETS, REQUIREMENT_TIMELINES } from '@hissa/contracts/services-marketplace/requirements';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';

/**
 * Labels of the wizard's two answers in the current language: a budget range (REQUIREMENT_BUDGETS,
 * riyal bounds formatted as SAR with Intl) and a timeline (REQUIREMENT_TIMELINES). Unknown codes
 * come back as they are.
 */
export function useRequirementLabels() {
  const { t } = useTranslation('serviceRequirements');
  const { language } = useLanguage();
  const format = useFormatters();
  const budget = (code: string): string => {
    const range = REQUIREMENT_BUDGETS.find((item) => item.code === code);
    if (!range) return code;
    const min = range.minSar === null ? null : format.sar(String(range.minSar));
    const max = range.maxSar === null ? null : format.sar(String(range.maxSar));
    if (min && max) return t('budget.range', { min, max });
    if (max) return t('budget.under', { max });
    if (min) return t('budget.over', { min });
    return t('budget.undecided');
  };
  const timeline = (code: string): string => {
    const item = REQUIREMENT_TIMELINES.find((entry) => entry.code === code);
    return item ? format.digitsOf(localName(item, language)) : code;
  };
  return { budget, timeline };
}
