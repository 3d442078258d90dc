/**
 * The name a lobby joiner types for their seat: sent trimmed, or not at all when left blank,
 * so that the seat keeps the name its creator gave it. The server checks it as it checks the
 * creator's names (no hidden characters, no clash with another seat).
 */
export function claimName(typed: string): string | undefined {
  const name = typed.trim();
  return name === '' ? undefined : name;
}
