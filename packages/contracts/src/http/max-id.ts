/** Largest id of the integer columns; without zod, so the web's start chunk can check a route's id (decision 079). */
export const MAX_ID = 2_147_483_647;
