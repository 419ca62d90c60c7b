/**
 * hived's refusals that waiting cures (issue 26 §2), with the seconds each rule demands. Texts as
 * hived asserts them: libraries/chain/database.cpp (custom_op_visitor: HIVE_CUSTOM_OP_BLOCK_LIMIT)
 * and libraries/chain/hive_evaluator.cpp (comment and vote intervals). A node prefixes them
 * ("Assert Exception:<condition>: …"), so they are matched anywhere in its message.
 */
export interface WaitCurableRule {
  name: string;
  pattern: RegExp;
  /** Seconds the rule demands at most. */
  seconds: number;
  /** Cured by the next block: the service itself waits and sends again. */
  perBlock: boolean;
  /** The rule in plain words, for the refusal's description (issue 57 §8). */
  says: string;
}

/** hived's block interval, HIVE_BLOCK_INTERVAL, seconds. */
export const BLOCK_SECONDS = 3;

/** HIVE_CUSTOM_OP_BLOCK_LIMIT: custom, custom_json and custom_binary operations per account per block. */
export const CUSTOM_OPS_PER_BLOCK = 5;

/** HIVE_MIN_ROOT_COMMENT_INTERVAL: a root post at most every 5 minutes per author (strictly more than). */
export const ROOT_POST_INTERVAL_SECONDS = 300;

/** HIVE_MIN_REPLY_INTERVAL: a reply at most every 3 seconds per author. */
export const REPLY_INTERVAL_SECONDS = 3;

/** HIVE_MAX_SIG_CHECK_DEPTH: account_auths are followed user → delegate → its delegate, no further. */
export const HIVE_MAX_SIG_CHECK_DEPTH = 2;

/** HIVE_MAX_SIG_CHECK_ACCOUNTS: past this many accounts visited, an account does not count. */
export const HIVE_MAX_SIG_CHECK_ACCOUNTS = 125;

export const WAIT_CURABLE_RULES: readonly WaitCurableRule[] = [
  {
    name: 'HIVE_CUSTOM_OP_BLOCK_LIMIT',
    pattern: /already submitted \d+ custom json operation\(s\) this block/,
    seconds: BLOCK_SECONDS,
    perBlock: true,
    says: 'Hive allows an account 5 app messages (custom_json) a block',
  },
  {
    name: 'HIVE_MIN_ROOT_COMMENT_INTERVAL',
    pattern: /You may only post once every 5 minutes/,
    seconds: ROOT_POST_INTERVAL_SECONDS,
    perBlock: false,
    says: 'Hive allows an account one new post every 5 minutes',
  },
  {
    name: 'HIVE_MIN_REPLY_INTERVAL_HF20',
    pattern: /You may only comment once every 3 seconds/,
    seconds: REPLY_INTERVAL_SECONDS,
    perBlock: false,
    says: 'Hive allows an account one comment every 3 seconds',
  },
  {
    name: 'HIVE_MIN_VOTE_INTERVAL_SEC',
    pattern: /Can only vote once every 3 seconds/,
    seconds: 3,
    perBlock: false,
    says: 'Hive allows an account one vote every 3 seconds',
  },
];

/** The rule a refusal's message names, when waiting would cure it. */
export function waitCurableRule(message: string): WaitCurableRule | undefined {
  return WAIT_CURABLE_RULES.find((rule) => rule.pattern.test(message));
}

/**
 * Seconds still to wait, when the node's raw error carries the times the assert compared
 * (hived's `data.stack[0].data`: `now` and `last_root_post` or `auth.last_post`); otherwise the
 * rule's whole interval.
 */
export function secondsToWait(rule: WaitCurableRule, raw: unknown): number {
  const data = (raw as { data?: { stack?: { data?: Record<string, unknown> }[] } } | undefined)
    ?.data?.stack?.[0]?.data;
  const now = chainSeconds(data?.now);
  const last = chainSeconds(data?.last_root_post ?? data?.['auth.last_post']);
  if (now === undefined || last === undefined) return rule.seconds;
  return Math.min(rule.seconds, Math.max(1, rule.seconds - (now - last) + 1));
}

function chainSeconds(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(`${value}Z`);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** Custom operations (custom_json) per account in `operations`, as hived counts them. */
export function customOpsPerAccount(
  operations: readonly (readonly [string, unknown])[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [name, fields] of operations) {
    if (name !== 'custom_json' && name !== 'custom' && name !== 'custom_binary') continue;
    const f = fields as { required_auths?: string[]; required_posting_auths?: string[] };
    for (const account of new Set([
      ...(f.required_auths ?? []),
      ...(f.required_posting_auths ?? []),
    ]))
      counts.set(account, (counts.get(account) ?? 0) + 1);
  }
  return counts;
}

/**
 * The operations in order, cut into as few runs as keep every account at or under
 * CUSTOM_OPS_PER_BLOCK custom operations each: hived refuses a transaction carrying more, in any
 * block, so only several transactions (one block after another) can carry them. One run, the
 * operations unchanged, in every other case.
 */
export function splitForBlockLimit<T extends readonly [string, unknown]>(
  operations: readonly T[],
): T[][] {
  const runs: T[][] = [[]];
  let counts = new Map<string, number>();
  for (const operation of operations) {
    const adds = customOpsPerAccount([operation]);
    const over = [...adds].some(
      ([account, n]) => (counts.get(account) ?? 0) + n > CUSTOM_OPS_PER_BLOCK,
    );
    if (over && runs.at(-1)!.length > 0) {
      runs.push([]);
      counts = new Map();
    }
    runs.at(-1)!.push(operation);
    for (const [account, n] of adds) counts.set(account, (counts.get(account) ?? 0) + n);
  }
  return runs;
}
