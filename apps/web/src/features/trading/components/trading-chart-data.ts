/** A point of the depth chart: the price in halalas (a true numeric axis) and cumulative shares. */
export type DepthPoint = { price: number; bids: number | null; offers: number | null };

/** Heights of the charts in px, shared by each chart and the placeholder shown while it loads. */
export const DEPTH_CHART_HEIGHT = 260;
export const PRICE_CHART_HEIGHT = 240;
