import { clsx, type ClassValue } from "clsx";

/** Joins class names, dropping falsy ones. Variants are kept disjoint so no merging is needed. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
