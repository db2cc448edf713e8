/** Paths of the opportunities pages (opportunities, opportunities-funds, opportunities-offers). */
export const OPPORTUNITIES_PATHS = {
  overview: '/opportunities',
  funds: '/opportunities-funds',
  offers: '/opportunities-offers',
} as const;

/** A funding round's details page: /opportunities-funds/{roundId}. */
export function roundDetailsPath(roundId: number): string {
  return `${OPPORTUNITIES_PATHS.funds}/${roundId}`;
}
