import type { AccountAnswer } from '../../../core/signIn/MeUseCase';

/** JSON of each account record, made once: the chain client shares one frozen record per account per block. */
const accountJson = new WeakMap<object, string>();
/** The bytes of each answer, made once: MeUseCase gives the same frozen answer for a token until the record changes. */
const answerBytes = new WeakMap<AccountAnswer, Buffer>();

/**
 * The body of GET /api/me: `accountAnswerJson` as UTF-8 bytes, kept for a frozen answer, so a hot
 * token costs neither serialising nor encoding (nor the garbage of either) per request.
 */
export function accountAnswerBody(answer: AccountAnswer): Buffer {
  let bytes = answerBytes.get(answer);
  if (bytes === undefined) {
    bytes = Buffer.from(accountAnswerJson(answer), 'utf8');
    if (Object.isFrozen(answer)) answerBytes.set(answer, bytes);
  }
  return bytes;
}

/**
 * `JSON.stringify(answer)`, with the account record's JSON (most of the bytes) made once per
 * record instead of once per request. Only a frozen record is cached; a mutable one could change
 * under the cache. It earns its place by bench/README.md's rule: with MeUseCase's answers, GET
 * /api/me cost 2.44 × the CPU without them (issue 55, commit 2fed6d5).
 */
export function accountAnswerJson(answer: AccountAnswer): string {
  const { account } = answer;
  let json = accountJson.get(account);
  if (json === undefined) {
    json = JSON.stringify(account);
    if (Object.isFrozen(account)) accountJson.set(account, json);
  }
  // The members in the order the answer has them, so the bytes are what JSON.stringify would give.
  let out = '{';
  for (const [key, value] of Object.entries(answer)) {
    if (value === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${value === account ? json : JSON.stringify(value)}`;
  }
  return `${out}}`;
}
