/** Same design id, same picture; different jobs for the same prompt give different pictures. */
export function seedOf(designId: string): number {
  return Number.parseInt(designId.replace(/-/g, '').slice(0, 8), 16) >>> 0;
}
