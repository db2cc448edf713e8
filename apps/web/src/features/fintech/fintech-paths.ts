/** The fintech hub's pages (spec §2): the landing, the fintech/... pages and the profile. */
export const FINTECH_PATHS = {
  hub: '/fintech-hub',
  screener: '/fintech/fintech-screener',
  rounds: '/fintech/funding-round',
  roundDetails: '/fintech/funding-round-details',
  search: '/fintech/search-company',
  news: '/fintech/top-news',
  services: '/fintech/online-services',
} as const;

/** A round's details page (`?roundId=`). */
export const roundDetailsPath = (roundId: number) => `${FINTECH_PATHS.roundDetails}?roundId=${roundId}`;

/** A fintech event's page (`fintech/event/:id`): the media hub's event of that id (decision 041). */
export const fintechEventPath = (eventId: number) => `/fintech/event/${eventId}`;
