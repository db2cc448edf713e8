import type { RouteObject } from 'react-router';

/**
 * The public opportunities pages: opportunities (overview with the details bar),
 * opportunities-funds (funding rounds, and one round's details under it) and opportunities-offers
 * (secondary offers).
 */
export const opportunitiesRoutes: RouteObject[] = [
  {
    path: 'opportunities',
    lazy: { Component: async () => (await import('./pages/opportunities-page')).OpportunitiesPage },
  },
  {
    path: 'opportunities-funds',
    lazy: { Component: async () => (await import('./pages/opportunities-funds-page')).OpportunitiesFundsPage },
  },
  {
    path: 'opportunities-funds/:roundId',
    lazy: { Component: async () => (await import('./pages/round-details-page')).RoundDetailsPage },
  },
  {
    path: 'opportunities-offers',
    lazy: { Component: async () => (await import('./pages/opportunities-offers-page')).OpportunitiesOffersPage },
  },
];
