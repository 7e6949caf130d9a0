/** Where the beacon posts, on the collector's origin; apart so that the beacon's script imports no valibot. */
export const PAGE_VIEW_BEACON_PATH = "/api/page-view";
