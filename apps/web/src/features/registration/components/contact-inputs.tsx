import { TextInput, type TextInputProps } from '@mantine/core';

/** A registration form's telephone field: the phone keyboard, filled in as a phone number, left to right. */
export function RegistrationTelInput(props: TextInputProps) {
  return <TextInput type="tel" inputMode="tel" autoComplete="tel" dir="ltr" {...props} />;
}

/** A registration form's e-mail field: filled in as an e-mail address, left to right. */
export function RegistrationEmailInput(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" dir="ltr" {...props} />;
}

/** A registration form's web address field: the URL keyboard, "https://" as placeholder, left to right. */
export function RegistrationUrlInput(props: TextInputProps) {
  return <TextInput type="url" inputMode="url" placeholder="https://" dir="ltr" {...props} />;
}
