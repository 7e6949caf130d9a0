/** Ids the header's markup and `app/scripts/shell.ts` share; apart, so the script imports no component. */
export const MOBILE_MENU_ID = "mobile-menu";
export const LANGUAGE_MENU_ID = "language-menu";
