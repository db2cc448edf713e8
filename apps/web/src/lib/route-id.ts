import { MAX_ID } from '@hissa/contracts/http/max-id';

/**
 * The record id in a route parameter (view-order-book/:companyId, sp/sp/:providerId/...), or
 * null when it is not a whole number from 1 to the database's largest id: the page then shows
 * "not found" without asking the server.
 */
export function readRouteId(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}
