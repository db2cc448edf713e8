import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide toggle is a named, keyboard-reachable button ("Show
 * password" / "Hide password"); Mantine's toggle has no name and is skipped by Tab by default.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={isVisible}
      onVisibilityChange={setIsVisible}
      visibilityToggleButtonProps={{
        'aria-label': isVisible ? t('auth.hidePassword') : t('auth.showPassword'),
        'aria-pressed': isVisible,
        tabIndex: 0,
      }}
    />
  );
}
