/**
 * The name a lobby joiner's seat is claimed under: the name typed, trimmed; left blank, a
 * signed-in account's name (e.g. 'Pia Key'), unless another seat of the table is called that
 * already (the server would refuse the clash); else none, so that the seat keeps the name its
 * creator gave it. The server checks it as it checks the creator's names (no hidden
 * characters, no clash with another seat).
 */
export function claimName(
  typed: string,
  account?: string,
  otherNames: readonly string[] = [],
): string | undefined {
  const name = typed.trim();
  if (name !== '') return name;
  if (!account) return undefined;
  const folded = fold(account);
  return otherNames.some((other) => fold(other) === folded) ? undefined : account;
}

function fold(name: string): string {
  return name.normalize('NFKC').trim().toLocaleLowerCase();
}
