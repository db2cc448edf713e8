import { TextInput, type TextInputProps } from '@mantine/core';

/** A telephone or mobile number field: the phone keyboard, left to right, at most 15 characters. */
export function TelTextInput(props: TextInputProps) {
  return <TextInput inputMode="tel" dir="ltr" maxLength={15} {...props} />;
}

/** An e-mail address field: left to right, at most 50 characters. */
export function EmailTextInput(props: TextInputProps) {
  return <TextInput type="email" dir="ltr" maxLength={50} {...props} />;
}
