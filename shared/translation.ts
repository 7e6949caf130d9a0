/** Keys whose values are identifiers, not words: a translation keeps them exactly. */
type FixedKey = "key" | "icon" | "href" | "value";

/**
 * The shape of a catalog with its words widened to `string`, so that a translation must have
 * every key, and every list the same length, as the English source, but in its own words.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : { readonly [K in keyof T]: K extends FixedKey ? T[K] : Translation<T[K]> };
