/**
 * `set` with `item` in it (`member`) or out of it: the same set when nothing changes (a React
 * state update then draws nothing), a new one otherwise.
 */
export function withMember<T>(set: ReadonlySet<T>, item: T, member: boolean): ReadonlySet<T> {
  if (set.has(item) === member) return set;
  const next = new Set(set);
  if (member) next.add(item);
  else next.delete(item);
  return next;
}
