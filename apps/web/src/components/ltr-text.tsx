import type { ReactNode } from 'react';

/**
 * Text that always reads left to right (phone numbers, e-mail addresses, URLs, Latin codes),
 * isolated with <bdi dir="ltr"> so it neither flips nor disturbs the Arabic around it.
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
