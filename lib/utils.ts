import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Classes are composed, never overridden: a caller adds classes that do not
 * conflict with a component's own (no tailwind-merge, which cost every page 9 KB of JavaScript).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
