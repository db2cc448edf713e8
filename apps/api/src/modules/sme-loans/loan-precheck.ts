import type { PrecheckWarning } from '@hissa/contracts/sme-loans/loan-application';
import { sizeClassOf, type SmeSizeClass } from '@hissa/contracts/sme-loans/loan-lists';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';

/**
 * The eligibility pre-check of an application's values (decision 026): the Monsha'at size class
 * (once staff and revenue are known) and the warnings shown before submission; none blocks it.
 * notSme: above the medium class; youngCompany: established this year or last (financiers ask
 * for about two years of activity); noFinancialStatements / noBankStatements / noGuarantees:
 * answered no; loanAboveRevenue: the loan asked exceeds a year's revenue.
 */
export function precheckOf(values: Readonly<Record<string, string>>): {
  sizeClass: SmeSizeClass | null;
  warnings: PrecheckWarning[];
} {
  const warnings: PrecheckWarning[] = [];
  const employees = Number(values.employees);
  const revenue = Number(values.annualRevenue);
  const hasSize = values.employees !== undefined && values.annualRevenue !== undefined;
  const sizeClass = hasSize ? sizeClassOf(employees, revenue).sizeClass : null;
  if (sizeClass === 'large') warnings.push('notSme');
  const thisYear = Number(riyadhToday().slice(0, 4));
  if (values.establishedYear && Number(values.establishedYear) >= thisYear - 1) warnings.push('youngCompany');
  if (values.hasFinancialStatements === 'no') warnings.push('noFinancialStatements');
  if (values.hasBankStatements === 'no') warnings.push('noBankStatements');
  if (hasSize && values.loanAmount !== undefined && Number(values.loanAmount) > revenue)
    warnings.push('loanAboveRevenue');
  if (values.canProvideGuarantees === 'no') warnings.push('noGuarantees');
  return { sizeClass, warnings };
}
