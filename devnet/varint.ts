/** fc's unsigned varint (LEB128): how hived packs lengths and counts. */
export function varint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.push((rest & 0x7f) | (rest > 0x7f ? 0x80 : 0));
    rest >>>= 7;
  } while (rest > 0);
  return Buffer.from(bytes);
}
