/**
 * The inbox's list limits, apart from the API's schemas (admin-api.ts) so the inbox's bundle can
 * read them without carrying valibot.
 */
export const PAGE_SIZE = { default: 25, max: 100 } as const;
/** Longest search accepted, in characters. */
export const MAX_QUERY_LENGTH = 200;
