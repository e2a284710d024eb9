import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, dropping falsy ones. It does not resolve conflicting Tailwind utilities (a resolver
 * would cost about 8 kB of the first-load budget), so a primitive offers a variant or prop for anything a
 * caller may need to change instead of letting `className` fight its base classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
