/**
 * Danger confirmations (spec §5): the typed text must equal the expected text exactly — same case, no trimming.
 * Returns the spec's message (e.g. 'You must type your username exactly.') or null when it matches.
 */
export function typedConfirmationProblem(typed: string, expected: string, message: string): string | null {
  return expected !== '' && typed === expected ? null : message;
}
