import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../hooks/use-error-text';

export type ConsentName = 'acceptTerms' | 'acknowledgeFacilitator' | 'authorizedToAct';

/**
 * The consent checkboxes of a registration (termsFields and the like in contracts
 * registration-rules.ts): the terms, the acknowledgement that Hissa is only a technology
 * facilitator, and the authorization to act for the company, as the journey's schema asks.
 */
export function ConsentFields<Values extends Record<string, unknown>>({
  form,
  names,
}: {
  form: UseFormReturnType<Values>;
  names: readonly ConsentName[];
}) {
  const { t } = useTranslation('registration');
  const errorText = useErrorText();
  return (
    <Stack gap="sm" role="group" aria-labelledby="consent-heading">
      <Text fw={600} id="consent-heading">
        {t('consent.heading')}
      </Text>
      {names.map((name) => {
        const props = form.getInputProps(name, { type: 'checkbox' });
        return <Checkbox key={name} {...props} error={errorText(props.error)} label={t(`consent.${name}`)} required />;
      })}
      {names.includes('acceptTerms') && (
        <Anchor component={Link} to="/terms-and-conditions" target="_blank" size="sm">
          {t('consent.termsLink')}
        </Anchor>
      )}
    </Stack>
  );
}
