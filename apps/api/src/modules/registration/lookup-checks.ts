import { REGISTRATION_KEYS } from '@hissa/contracts/registration/registration-rules';
import type { LookupFieldRule } from '@hissa/contracts/registration/registration-journey';
import type { RegistrationContext } from './registration-context.ts';

type FieldError = { field: string; key: string };

/**
 * The checks only the server can do (house style: on top of the shared schema): each code of a
 * journey's lookupFields must exist in its list (countries and currencies from the reference
 * packages, cities, sectors and ISIC levels from the database). Returns one field error per
 * unknown code, named like the route schema's (body.field, body.field.index).
 */
export async function checkLookupFields(
  context: Pick<RegistrationContext, 'lookups'>,
  rules: readonly LookupFieldRule[],
  payload: Record<string, unknown>,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const rule of rules) {
    if (rule.onlyWhen && payload[rule.onlyWhen.field] !== rule.onlyWhen.equals) continue;
    const value = payload[rule.field];
    const codes = new Set((await context.lookups.getList(rule.list, 'en')).map((item) => item.code));
    if (Array.isArray(value)) {
      value.forEach((code, index) => {
        if (!codes.has(String(code)))
          errors.push({ field: `body.${rule.field}.${index}`, key: REGISTRATION_KEYS.invalidOption });
      });
    } else if (typeof value === 'string' && !codes.has(value)) {
      errors.push({ field: `body.${rule.field}`, key: REGISTRATION_KEYS.invalidOption });
    }
  }
  return errors;
}
