import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { OPERATION_SCHEMAS } from '../../adapters/http/broadcast/operationSchemas';
import { parseBroadcastBody } from '../../adapters/http/broadcast/parseOperations';
import { checkOperation, SIGNABLE_OPERATIONS } from '../../adapters/http/broadcast/signOperations';
import { describeOperation } from '../../web/i18n/words/describeOperation';
import { DESCRIPTIONS } from '../../web/i18n/words/operationDescriptions';
import { translatorFor } from '../../adapters/http/pages/i18n';
import {
  BROADCAST_OPERATION_NAMES,
  OPERATION_NAMES,
  OPERATIONS,
  SIGN_LINK_OPERATION_NAMES,
  operationNamed,
} from '../../core/operations/operationRegistry';
import { POSTING_SCOPE } from '../../core/operations/operations';
import { PRODUCTION, ROOT, sourcesUnder } from '../architecture/sources';

/**
 * Issue 24 §1: every operation is defined once, in core/operations/operationRegistry.ts. These fail
 * when an operation is described anywhere else (a table keyed by operation names) or when the
 * broadcast schema, the sign-link checks or the posting scope list other names than the registry.
 */
describe('the operation registry: one definition per operation', () => {
  it('the broadcast schema lists exactly the registry operations /api/broadcast accepts', () => {
    expect(Object.keys(OPERATION_SCHEMAS)).to.deep.equal(BROADCAST_OPERATION_NAMES);
    expect(BROADCAST_OPERATION_NAMES).to.include.members(['vote', 'comment', 'custom_json']);
  });

  it('the sign-link checks list exactly the registry operations a sign link may carry', () => {
    expect(SIGNABLE_OPERATIONS).to.deep.equal(SIGN_LINK_OPERATION_NAMES);
    expect(SIGN_LINK_OPERATION_NAMES).to.include.members(['transfer', 'vote', 'account_update']);
  });

  it('a posting token is scoped to the broadcast operations, in the registry order', () => {
    expect(POSTING_SCOPE).to.deep.equal(BROADCAST_OPERATION_NAMES);
  });

  it('every operation names an acting field that is one of its fields', () => {
    for (const name of OPERATION_NAMES) {
      const { fields, actor } = OPERATIONS[name];
      expect(fields, name).to.have.property(actor);
    }
  });

  it('every field a grant limit constrains is a field of its operation', () => {
    const limited = OPERATION_NAMES.flatMap((name) => {
      const limits: Record<string, string> = operationNamed(name)?.limits ?? {};
      return Object.entries(limits).map(([limit, field]) => {
        expect(OPERATIONS[name].fields, `${name}.${field}`).to.have.property(field);
        return `${limit}→${name}.${field}`;
      });
    });
    expect(limited).to.have.members([
      'max_vote_weight→vote.weight',
      'allow_downvote→vote.weight',
      'custom_json_ids→custom_json.id',
    ]);
  });

  it('a chain limit written once reaches both edges (custom_json id: 32 characters)', () => {
    const id = 'x'.repeat(33);
    const fields = { required_auths: [], required_posting_auths: ['alice'], id, json: '{}' };
    expect(() => parseBroadcastBody({ operations: [['custom_json', fields]] })).to.throw(
      'id must be at most 32 characters',
    );
    expect(() => checkOperation('custom_json', fields, (f) => f)).to.throw('at most 32 characters');
  });

  it("the sign page says an operation in the words keyed by the registry's name", () => {
    const vote = { voter: '__signer', author: 'bob', permlink: 'p', weight: 2000 };
    const t = translatorFor('en');
    expect(describeOperation(['vote', vote], t)).to.deep.equal(DESCRIPTIONS.vote!(vote, t));
    expect(describeOperation(['vote', vote], t).title).to.equal('Vote 20% on @bob/p');
  });

  it('no production file but the registry keeps a table keyed by operation names', () => {
    const keyed = new RegExp(`^\\s*['"]?(${OPERATION_NAMES.join('|')})['"]?\\s*:`, 'm');
    // The consequences of key and authority changes name operations no link may carry, too
    // (recovery, declining votes): a second line of defence, not a definition. The sign page's
    // words for an operation are presentation, kept out of the core, and keyed by the registry's
    // own names (`OperationName`): the compiler refuses one the registry does not define.
    const allowed = new Set([
      'core/operations/operationRegistry.ts',
      'web/i18n/words/operationDangers.ts',
      'web/i18n/words/operationDescriptions.ts',
    ]);
    const offenders = PRODUCTION.flatMap((dir) => sourcesUnder(join(ROOT, dir)))
      .map((file) => relative(ROOT, file))
      .filter((file) => !allowed.has(file) && !file.startsWith('devnet/'))
      .filter((file) => keyed.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).to.deep.equal([]);
  });
});
