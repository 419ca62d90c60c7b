/**
 * Compares two JSON values by shape, not by value: the same keys, the same JSON types, the same
 * nesting. Used to hold the dev chain's answers to hived's recorded ones (hivedPatterns/).
 *
 * - Objects: every key of the pattern is present, and no other.
 * - Arrays: a list (elements of one kind) is checked element by element against the pattern's
 *   elements: an element passes when it has the shape of one of them (reported against the first
 *   when none fits); an empty pattern list says nothing about its elements. A tuple (elements of
 *   different kinds, such as `["vote", {...}]` or `[seq, {...}]`) is checked position by position.
 * - Integers: fc's JSON writer prints a 64-bit integer as a number up to 0xffffffff and as a string
 *   of digits above (and 128-bit ones always as strings), so an integer in the pattern accepts an
 *   integer up to 0xffffffff or a string of digits: the JSON type follows the value, not the field.
 * - `null` matches only `null`.
 *
 * Returns the mismatches as `path: what`, empty when the shapes agree.
 */
export function shapeMismatches(actual: unknown, pattern: unknown, path = '$'): string[] {
  if (isFcInteger(pattern)) {
    if (isFcInteger(actual)) return [];
    return [`${path}: expected an integer (number or digit string), got ${describe(actual)}`];
  }
  const want = kindOf(pattern);
  const got = kindOf(actual);
  if (want !== got) return [`${path}: expected ${want}, got ${describe(actual)}`];
  if (want === 'array') return arrayMismatches(actual as unknown[], pattern as unknown[], path);
  if (want === 'object')
    return objectMismatches(
      actual as Record<string, unknown>,
      pattern as Record<string, unknown>,
      path,
    );
  return [];
}

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'boolean' || type === 'number' || type === 'string' || type === 'object')
    return type;
  throw new TypeError(`not a JSON value: ${type}`);
}

const FC_NUMBER_LIMIT = 0xffffffff;

function isFcInteger(value: unknown): boolean {
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) <= FC_NUMBER_LIMIT;
  return typeof value === 'string' && /^-?\d+$/.test(value);
}

function describe(value: unknown): string {
  const text = JSON.stringify(value);
  return `${kindOf(value)} ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`;
}

function objectMismatches(
  actual: Record<string, unknown>,
  pattern: Record<string, unknown>,
  path: string,
): string[] {
  const mismatches: string[] = [];
  for (const key of Object.keys(pattern)) {
    if (!Object.hasOwn(actual, key)) mismatches.push(`${path}.${key}: missing`);
    else mismatches.push(...shapeMismatches(actual[key], pattern[key], `${path}.${key}`));
  }
  for (const key of Object.keys(actual)) {
    if (!Object.hasOwn(pattern, key)) mismatches.push(`${path}.${key}: not in the pattern`);
  }
  return mismatches;
}

/** Integers count as one kind whichever way fc printed them, so `[0, "5000000000"]` is a list. */
function isTuple(pattern: unknown[]): boolean {
  return new Set(pattern.map((item) => (isFcInteger(item) ? 'integer' : kindOf(item)))).size > 1;
}

function arrayMismatches(actual: unknown[], pattern: unknown[], path: string): string[] {
  if (isTuple(pattern)) {
    if (actual.length !== pattern.length)
      return [`${path}: expected a tuple of ${pattern.length}, got ${actual.length} elements`];
    return pattern.flatMap((item, i) => shapeMismatches(actual[i], item, `${path}[${i}]`));
  }
  if (pattern.length === 0) return [];
  return actual.flatMap((item, i) => {
    const at = `${path}[${i}]`;
    const first = shapeMismatches(item, pattern[0], at);
    if (first.length === 0) return [];
    const fits = pattern
      .slice(1)
      .some((candidate) => shapeMismatches(item, candidate, at).length === 0);
    return fits ? [] : first;
  });
}
