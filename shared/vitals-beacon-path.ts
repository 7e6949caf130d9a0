/** Where a page posts its field figures; apart so that the page's script imports no valibot. */
export const VITALS_BEACON_PATH = "/api/vitals";
