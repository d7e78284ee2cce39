/**
 * The salted hash that splits the honest-buyer sets into TUNE and HELD-OUT (index.ts for the original corpus,
 * fresh2/index.ts for the second unseen set): FNV-1a over 32 bits, then murmur3's finaliser, because FNV's
 * lowest bit alone is only the parity of the characters and the split takes the hash modulo 2.
 */
export function saltedHash(salt: string, key: string): number {
  const text = `${salt}:${key}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
