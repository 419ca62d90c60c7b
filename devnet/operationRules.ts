import { parseAsset } from './asset';
import { validateAuthority, validatePublicKey } from './authorityShape';
import {
  HIVE_100_PERCENT,
  HIVE_BENEFICIARY_LIMIT,
  HIVE_CUSTOM_OP_DATA_MAX_LENGTH,
  HIVE_CUSTOM_OP_ID_MAX_LENGTH,
  HIVE_MAX_MEMO_SIZE,
} from './chainParameters';
import { chainAssert } from './errors';
import { isHivedJson } from '../adapters/http/parse/hivedJson';
import {
  requireBoolean,
  requireInteger,
  requireString,
  requireStringArray,
  validateAccountName,
  validateJsonMetadata,
  validatePermlink,
} from './validators';

/**
 * Per operation: hived's stateless `validate()` (shape and limits, with hived's messages) and
 * `get_required_*_authorities`. Checks that need the chain's state live in effects.ts.
 * An operation not listed here is refused: the dev chain does not pretend to apply it.
 */

export type OperationBody = Record<string, unknown>;

export interface MutableRequiredAuthorities {
  posting: Set<string>;
  active: Set<string>;
  owner: Set<string>;
}

export interface RuleContext {
  addressPrefix: string;
}

interface OperationRule {
  validate(body: OperationBody, context: RuleContext): void;
  addRequiredAuthorities(body: OperationBody, required: MutableRequiredAuthorities): void;
}

const vote: OperationRule = {
  validate(op) {
    validateAccountName(op.voter, 'voter');
    validateAccountName(op.author, 'author');
    requireInteger(op.weight, 'weight');
    chainAssert(
      Math.abs(op.weight) <= HIVE_100_PERCENT,
      'abs(weight) <= HIVE_100_PERCENT',
      'Weight is not a HIVE percentage',
    );
    validatePermlink(op.permlink);
  },
  addRequiredAuthorities: (op, required) => required.posting.add(op.voter as string),
};

const comment: OperationRule = {
  validate(op) {
    validateAccountName(op.author, 'author');
    requireString(op.parent_author, 'parent_author');
    if (op.parent_author !== '') validateAccountName(op.parent_author, 'parent_author');
    validatePermlink(op.parent_permlink, 'parent_permlink');
    validatePermlink(op.permlink);
    requireString(op.title, 'title');
    chainAssert(
      Buffer.byteLength(op.title) < 256,
      'title.size() < 256',
      'Title larger than size limit',
    );
    requireString(op.body, 'body');
    chainAssert(op.body.length > 0, 'body.size() > 0', 'Body is empty');
    validateJsonMetadata(op.json_metadata, 'json_metadata');
  },
  addRequiredAuthorities: (op, required) => required.posting.add(op.author as string),
};

const deleteComment: OperationRule = {
  validate(op) {
    validateAccountName(op.author, 'author');
    validatePermlink(op.permlink);
  },
  addRequiredAuthorities: (op, required) => required.posting.add(op.author as string),
};

const commentOptions: OperationRule = {
  validate(op) {
    validateAccountName(op.author, 'author');
    validatePermlink(op.permlink);
    const payout = parseAsset(op.max_accepted_payout, 'max_accepted_payout');
    chainAssert(
      payout.symbol === 'HBD',
      'max_accepted_payout.symbol == HBD_SYMBOL',
      'Max accepted payout must be in HBD',
    );
    chainAssert(
      payout.amount >= 0,
      'max_accepted_payout.amount.value >= 0',
      'Cannot accept less than 0 payout',
    );
    requireInteger(op.percent_hbd, 'percent_hbd');
    chainAssert(
      op.percent_hbd >= 0 && op.percent_hbd <= HIVE_100_PERCENT,
      'percent_hbd <= HIVE_100_PERCENT',
      'Percent cannot exceed 100%',
    );
    requireBoolean(op.allow_votes, 'allow_votes');
    requireBoolean(op.allow_curation_rewards, 'allow_curation_rewards');
    chainAssert(Array.isArray(op.extensions), 'is_array', 'extensions must be a list');
    for (const extension of op.extensions) {
      const list = (extension as [number, { beneficiaries?: unknown }])?.[1]?.beneficiaries;
      chainAssert(Array.isArray(list), 'is_beneficiaries', 'Unknown comment_options extension');
      validateBeneficiaries(list);
    }
  },
  addRequiredAuthorities: (op, required) => required.posting.add(op.author as string),
};

/** comment_payout_beneficiaries::validate (hive_operations.cpp), in its order and words. */
function validateBeneficiaries(list: unknown[]): void {
  chainAssert(list.length > 0, 'beneficiaries.size()', 'Must specify at least one beneficiary');
  chainAssert(
    list.length < HIVE_BENEFICIARY_LIMIT,
    'beneficiaries.size() < HIVE_BENEFICIARY_LIMIT',
    `Cannot specify more than ${HIVE_BENEFICIARY_LIMIT - 1} beneficiaries.`,
  );
  let sum = 0;
  list.forEach((entry, i) => {
    const { account, weight } = (entry ?? {}) as { account?: unknown; weight?: unknown };
    validateAccountName(account, `beneficiaries[${i}].account`);
    requireInteger(weight, `beneficiaries[${i}].weight`);
    sum += weight;
    chainAssert(
      weight >= 0 && weight <= HIVE_100_PERCENT && sum <= HIVE_100_PERCENT,
      'sum <= HIVE_100_PERCENT',
      'Cannot allocate more than 100% of rewards to a comment',
    );
    if (i > 0)
      chainAssert(
        (list[i - 1] as { account: string }).account < account,
        'beneficiaries[i - 1] < beneficiaries[i]',
        'Beneficiaries must be specified in sorted order (account ascending)',
      );
  });
}

const customJson: OperationRule = {
  validate(op) {
    requireStringArray(op.required_auths, 'required_auths');
    requireStringArray(op.required_posting_auths, 'required_posting_auths');
    for (const name of [...op.required_auths, ...op.required_posting_auths])
      validateAccountName(name, 'required_auths');
    chainAssert(
      op.required_auths.length + op.required_posting_auths.length > 0,
      '(required_auths.size() + required_posting_auths.size()) > 0',
      'at least one account must be specified',
    );
    requireString(op.id, 'id');
    chainAssert(
      op.id.length <= HIVE_CUSTOM_OP_ID_MAX_LENGTH,
      'id.size() <= HIVE_CUSTOM_OP_ID_MAX_LENGTH',
      `id is too long (max ${HIVE_CUSTOM_OP_ID_MAX_LENGTH} characters)`,
    );
    requireString(op.json, 'json');
    chainAssert(
      Buffer.byteLength(op.json) <= HIVE_CUSTOM_OP_DATA_MAX_LENGTH,
      'json.length() <= HIVE_CUSTOM_OP_DATA_MAX_LENGTH',
      `JSON length exceeds limit of ${HIVE_CUSTOM_OP_DATA_MAX_LENGTH} bytes`,
    );
    chainAssert(
      isHivedJson(op.json),
      'validate_json_with_fallback( json )',
      'JSON is not valid JSON',
    );
  },
  addRequiredAuthorities(op, required) {
    for (const name of op.required_auths as string[]) required.active.add(name);
    for (const name of op.required_posting_auths as string[]) required.posting.add(name);
  },
};

const claimRewardBalance: OperationRule = {
  validate(op) {
    validateAccountName(op.account, 'account');
    const claims = [
      parseAsset(op.reward_hive, 'reward_hive'),
      parseAsset(op.reward_hbd, 'reward_hbd'),
      parseAsset(op.reward_vests, 'reward_vests'),
    ];
    chainAssert(
      claims[0].symbol === 'HIVE' && claims[1].symbol === 'HBD' && claims[2].symbol === 'VESTS',
      'is_asset_type',
      'Rewards must be claimed in HIVE, HBD and VESTS, in that order',
    );
    chainAssert(
      claims.every((claim) => claim.amount >= 0),
      'amount >= 0',
      'Cannot claim a negative amount',
    );
    chainAssert(
      claims.some((claim) => claim.amount > 0),
      'amount > 0',
      'Must claim something.',
    );
  },
  addRequiredAuthorities: (op, required) => required.posting.add(op.account as string),
};

function validateAuthorityChanges(op: OperationBody, context: RuleContext): void {
  validateAccountName(op.account, 'account');
  for (const role of ['owner', 'active', 'posting'] as const) {
    if (op[role] !== undefined && op[role] !== null)
      validateAuthority(op[role], role, context.addressPrefix);
  }
}

const accountUpdate: OperationRule = {
  validate(op, context) {
    validateAuthorityChanges(op, context);
    validatePublicKey(op.memo_key, 'memo_key', context.addressPrefix);
    validateJsonMetadata(op.json_metadata, 'json_metadata');
  },
  addRequiredAuthorities(op, required) {
    (isSet(op.owner) ? required.owner : required.active).add(op.account as string);
  },
};

const accountUpdate2: OperationRule = {
  validate(op, context) {
    validateAuthorityChanges(op, context);
    if (isSet(op.memo_key)) validatePublicKey(op.memo_key, 'memo_key', context.addressPrefix);
    validateJsonMetadata(op.json_metadata, 'json_metadata');
    validateJsonMetadata(op.posting_json_metadata, 'posting_json_metadata');
  },
  // Posting authority suffices only for a change of posting_json_metadata alone.
  addRequiredAuthorities(op, required) {
    const account = op.account as string;
    if (isSet(op.owner)) required.owner.add(account);
    else if (isSet(op.active) || isSet(op.posting) || isSet(op.memo_key) || op.json_metadata !== '')
      required.active.add(account);
    else required.posting.add(account);
  },
};

const transfer: OperationRule = {
  validate(op) {
    validateAccountName(op.from, 'from');
    validateAccountName(op.to, 'to');
    const amount = parseAsset(op.amount, 'amount');
    chainAssert(
      amount.symbol !== 'VESTS',
      'amount.symbol != VESTS_SYMBOL',
      'transferring of Hive Power (STMP) is not allowed.',
    );
    chainAssert(
      amount.amount > 0,
      'amount.amount > 0',
      'Cannot transfer a negative amount (aka: stealing)',
    );
    requireString(op.memo, 'memo');
    chainAssert(
      Buffer.byteLength(op.memo) < HIVE_MAX_MEMO_SIZE,
      'memo.size() < HIVE_MAX_MEMO_SIZE',
      'Memo is too large',
    );
  },
  addRequiredAuthorities: (op, required) => required.active.add(op.from as string),
};

const RULES: Readonly<Record<string, OperationRule>> = {
  vote,
  comment,
  delete_comment: deleteComment,
  comment_options: commentOptions,
  custom_json: customJson,
  claim_reward_balance: claimRewardBalance,
  account_update: accountUpdate,
  account_update2: accountUpdate2,
  transfer,
};

const SUPPORTED_OPERATIONS = Object.keys(RULES);

/** Checks an operation's `[name, body]` form and its shape; returns the pair typed. */
export function validateOperation(
  operation: unknown,
  context: RuleContext,
): [string, OperationBody] {
  chainAssert(
    Array.isArray(operation) && operation.length === 2 && typeof operation[0] === 'string',
    'is_operation',
    'An operation must be a [name, body] pair',
  );
  const [name, body] = operation as [string, unknown];
  chainAssert(
    Object.hasOwn(RULES, name),
    'is_supported',
    `Operation ${name} is not supported by the dev chain (supported: ${SUPPORTED_OPERATIONS.join(', ')})`,
  );
  chainAssert(
    body !== null && typeof body === 'object' && !Array.isArray(body),
    'is_object',
    `${name}: the operation body must be an object`,
  );
  RULES[name].validate(body as OperationBody, context);
  return [name, body as OperationBody];
}

export function requiredAuthoritiesOf(
  operations: readonly [string, OperationBody][],
): MutableRequiredAuthorities {
  const required = {
    posting: new Set<string>(),
    active: new Set<string>(),
    owner: new Set<string>(),
  };
  for (const [name, body] of operations) RULES[name].addRequiredAuthorities(body, required);
  return required;
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null;
}
