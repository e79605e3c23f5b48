// "Previous designs are shown only if expires_at is still in the future, ordered soonest expiry
// first" (spec section 5). Generic so it works on the API's list items and on anything shaped alike.
export function selectActiveDesigns<T extends { expires_at: number }>(
  designs: readonly T[],
  nowMs: number,
): T[] {
  const now = nowMs / 1000;
  return designs.filter((design) => design.expires_at > now).sort((a, b) => a.expires_at - b.expires_at);
}
