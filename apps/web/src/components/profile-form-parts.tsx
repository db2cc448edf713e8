import { Skeleton, TextInput, Title, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';

/**
 * A person's name in a profile form: up to 40 letters (the registration's name rule, checked by
 * the contracts schema); `arabic` writes it right to left in Arabic, else its direction follows
 * what is typed.
 */
export function PersonNameInput({ arabic = false, ...props }: TextInputProps & { arabic?: boolean }) {
  return <TextInput maxLength={40} dir={arabic ? 'rtl' : 'auto'} lang={arabic ? 'ar' : undefined} {...props} />;
}

/**
 * An edit form's place on its page while the saved values load: the error with a retry, a
 * skeleton of `height` px, then `children` with the loaded values.
 */
export function LoadedForm<Data>({
  query,
  height,
  errorTitle,
  children,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown; data: Data | undefined };
  height: number;
  errorTitle?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Skeleton height={height} radius="lg" />;
  return children(query.data);
}

/** A section's heading inside a profile's edit form (an h2 the size of an h4). */
export function ProfileFormHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h4">
      {children}
    </Title>
  );
}
