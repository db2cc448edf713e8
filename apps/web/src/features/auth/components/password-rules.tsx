import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTH_KEYS, newPasswordSchema } from '@hissa/contracts/auth';
import classes from './auth.module.css';

/** The rules the checklist shows: each contracts message key with its short UI label. */
const RULES = [
  { key: AUTH_KEYS.passwordLength, labelKey: 'auth.rules.length' },
  { key: AUTH_KEYS.passwordLowercase, labelKey: 'auth.rules.lowercase' },
  { key: AUTH_KEYS.passwordUppercase, labelKey: 'auth.rules.uppercase' },
  { key: AUTH_KEYS.passwordNumber, labelKey: 'auth.rules.number' },
  { key: AUTH_KEYS.passwordSpecial, labelKey: 'auth.rules.special' },
] as const;

/** The keys of the rules the checklist covers, so forms can leave them out of the field error. */
export const CHECKLIST_RULE_KEYS: ReadonlySet<string> = new Set(RULES.map((rule) => rule.key));

/**
 * The live checklist of the new-password rules (contracts auth.ts newPasswordSchema). The rules are
 * not re-written here: the value runs through the contracts' newPasswordSchema and a rule is met
 * when none of the issues carries its message key.
 */
export function PasswordRules({ value, id }: { value: string; id: string }) {
  const { t } = useTranslation();
  const result = newPasswordSchema(AUTH_KEYS.newPasswordRequired).safeParse(value);
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return (
    <ul id={id} className={classes.rules} aria-label={t('auth.rules.label')}>
      {RULES.map((rule) => {
        const isMet = value.length > 0 && !failed.has(rule.key);
        const Icon = isMet ? IconCircleCheckFilled : IconCircle;
        return (
          <li key={rule.key} className={classes.rule} data-met={isMet || undefined}>
            <Icon size={14} aria-hidden="true" className={classes.ruleIcon} />
            <span>{t(rule.labelKey)}</span>
            <span className="visually-hidden">{isMet ? t('auth.rules.met') : t('auth.rules.notMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
