/** The email must be typed exactly (case and outer spaces aside) before the account can be deleted. */
export function confirmationMatches(typed: string, email: string): boolean {
  return typed.trim() !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase()
}
