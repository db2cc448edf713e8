import type { RequestDetail } from '@hissa/contracts/requests';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';

/** The text fields of a request's details in a form (contracts/requests.ts requestDetails). */
export type RequestDetailsValues = {
  type: string;
  title: string;
  message: string;
  /** datetime-local value (YYYY-MM-DDTHH:mm, the viewer's time zone). */
  meetingDate: string;
  meetingLink: string;
  /** YYYY-MM-DD. */
  expiryDate: string;
};

export const EMPTY_DETAILS: RequestDetailsValues = {
  type: '',
  title: '',
  message: '',
  meetingDate: '',
  meetingLink: '',
  expiryDate: '',
};

/** A datetime-local value as an ISO instant; anything unreadable is passed on for the contract to refuse. */
function localDateTimeToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An ISO instant as a datetime-local value in the viewer's time zone. */
function isoToLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The form's details as the contract's request fields (meeting fields only for a meeting; empty ones left out). */
export function detailsToRequest(values: RequestDetailsValues): Record<string, unknown> {
  const isMeeting = values.type === 'one_to_one_meeting';
  return {
    type: values.type || undefined,
    title: values.title,
    message: values.message,
    meetingDate: isMeeting ? localDateTimeToIso(values.meetingDate) : undefined,
    meetingLink: isMeeting ? values.meetingLink.trim() || undefined : undefined,
    expiryDate: values.expiryDate || undefined,
  };
}

/** The form values of a request being edited. */
export function detailsFromRequest(request: RequestDetail): RequestDetailsValues {
  return {
    type: request.type,
    title: request.title,
    message: request.message,
    meetingDate: isoToLocalDateTime(request.meetingDate),
    meetingLink: request.meetingLink ?? '',
    expiryDate: request.expiryDate ?? '',
  };
}

/** The earliest expiry date a form offers: today in Riyadh (the server checks the same). */
export function earliestExpiryDate(): string {
  return riyadhToday();
}
