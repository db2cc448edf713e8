import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@hissa/contracts/languages';
import { useLanguage } from '../../i18n/use-language';
import { setDigitPreference, useDigitPreference, type DigitPreference } from '../../lib/digit-preference';
import { savePreferredLanguage } from '../../lib/session/save-preferred-language';
import { LanguageMenuButton } from './header-menu-buttons';
import { useMenuOpenedOnMount } from './menu-opened-on-mount';

const DIGIT_CHOICES: { value: DigitPreference; labelKey: 'language.arabicIndicDigits' | 'language.latinDigits' }[] = [
  { value: 'arab', labelKey: 'language.arabicIndicDigits' },
  { value: 'latn', labelKey: 'language.latinDigits' },
];

/**
 * The header's language dropdown (English / العربية). In Arabic it also offers the choice of
 * Arabic-Indic or Latin digits (design.md, "Numbers"). Both choices are remembered locally; the
 * language is also stored on a signed-in user's account, for their e-mails (decision 024).
 * The public header loads it when its stand-in button is pressed (use-header-menus.ts, decision
 * 054) and opens it at once (`isOpenedOnMount`).
 */
export function LanguageMenu({ isOpenedOnMount = false }: { isOpenedOnMount?: boolean }) {
  const { t } = useTranslation();
  const { buttonRef, menuProps } = useMenuOpenedOnMount(isOpenedOnMount);
  const { language, setLanguage } = useLanguage();
  const digits = useDigitPreference();
  const check = <IconCheck size={16} aria-hidden="true" />;

  return (
    <Menu position="bottom-end" shadow="md" width={240} radius="md" {...menuProps}>
      <Menu.Target>
        <LanguageMenuButton ref={buttonRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((entry) => (
          <Menu.Item
            key={entry.code}
            lang={entry.code}
            dir={entry.dir}
            aria-current={entry.code === language ? 'true' : undefined}
            rightSection={entry.code === language ? check : null}
            onClick={() => {
              setLanguage(entry.code);
              savePreferredLanguage(entry.code);
            }}
          >
            {entry.nativeName}
          </Menu.Item>
        ))}
        {language === 'ar' && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('language.digits')}</Menu.Label>
            {DIGIT_CHOICES.map((choice) => (
              <Menu.Item
                key={choice.value}
                aria-current={choice.value === digits ? 'true' : undefined}
                rightSection={choice.value === digits ? check : null}
                onClick={() => setDigitPreference(choice.value)}
              >
                {t(choice.labelKey, { example: '123' })}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
