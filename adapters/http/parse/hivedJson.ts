import { Tokenizer } from '@streamparser/json';

/**
 * JSON as hived takes it in an operation's JSON fields (custom_json's `json`, `json_metadata`,
 * `posting_json_metadata`: validate_json_with_fallback, hive_operations.cpp): JSON that parses,
 * whose integers each fit its 64-bit readers. hived refuses `[18446744073709551616]` as "JSON is
 * not valid JSON", where JSON.parse takes it; a fraction or an exponent is a double to hived and
 * passes (test/http/hivedAgrees.spec.ts holds both to hived's own code).
 */
export function isHivedJson(text: string): boolean {
  return parsesAsJson(text) && integersFit(text);
}

export function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false; // the caller's message says what is wrong
  }
}

const INT64_MIN = -(2n ** 63n);
const UINT64_MAX = 2n ** 64n - 1n;

/** True unless JSON `text` writes an integer outside −2⁶³ … 2⁶⁴ − 1. */
export function integersFit(text: string): boolean {
  // Such an integer has 19 digits or more: only a text with a run of them is read again, by a
  // maintained lexer that hands over each number as written (JSON.parse keeps only doubles).
  if (!/\d{19}/.test(text)) return true;
  const lexer = new IntegerLexer();
  lexer.onToken = () => {};
  try {
    lexer.write(text);
    lexer.end();
  } catch {
    // Not JSON at all, which is parsesAsJson's to say; the integers read so far still count.
  }
  return lexer.fit;
}

/** @streamparser/json's lexer, told of each number as written, noting an integer beyond 64 bits. */
class IntegerLexer extends Tokenizer {
  fit = true;

  protected override parseNumber(literal: string): number {
    if (/^-?\d+$/.test(literal)) {
      const value = BigInt(literal);
      if (value < INT64_MIN || value > UINT64_MAX) this.fit = false;
    }
    return 0; // the value itself is of no use here
  }
}
