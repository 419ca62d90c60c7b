import { expect } from 'chai';
import { broadcastFieldSchema, linkField } from '../../adapters/http/broadcast/fieldSchemas';
import { OPERATIONS } from '../../core/operations/operationRegistry';
import type { FieldRule } from '../../core/operations/fieldTypes';

/** Values of every JSON shape, and the nested ones an authority or an extension holds. */
const WRONG: unknown[] = [
  null,
  true,
  1.5,
  -1,
  2 ** 53 + 2,
  1e300,
  '',
  '\u0000',
  'toString',
  'x'.repeat(70_000),
  [],
  [1],
  [null],
  ['A!'],
  ['a', 'a'],
  {},
  { a: 1 },
  [[0, {}]],
  [['x', {}]],
  [[0, { beneficiaries: 5 }]],
  [[0, { beneficiaries: [{}] }]],
  [[0, { beneficiaries: [{ account: 'bob', weight: 2 ** 53 + 2 }] }]],
  { weight_threshold: 'a', account_auths: [], key_auths: [] },
  { weight_threshold: 1, account_auths: [5], key_auths: [] },
  { weight_threshold: 1, account_auths: [['bob']], key_auths: [['x', 1]] },
  { weight_threshold: 1, account_auths: [['bob', 1e20]], key_auths: [[5, 'a']] },
];

/** zod's own wording, which a person reading a refusal should never see. */
const ZOD_WORDS = /Invalid|Too big|Too small|expected|received|Unrecognized/;

/**
 * Every field of every operation, in both voices (/api/broadcast and sign links), refuses a wrong
 * value in words this service wrote (adapters/http/broadcast/operationFields.ts `says`): a field
 * kind or a nested schema left without a message shows zod's default instead.
 */
describe('HTTP: every operation field refuses in our words, never zod’s', () => {
  const fields = Object.entries(OPERATIONS).flatMap(([name, definition]) =>
    Object.entries(definition.fields as Record<string, FieldRule>).map(
      ([field, rule]) => [`${name}.${field}`, rule] as const,
    ),
  );

  it('covers the registry', () => {
    expect(fields.length).to.be.above(50);
  });

  for (const [voice, schemaOf] of [
    ['broadcast', broadcastFieldSchema],
    ['sign link', (rule: FieldRule) => linkField(rule).schema],
  ] as const) {
    it(`${voice}: no refusal in zod's words`, () => {
      const leaks: string[] = [];
      for (const [where, rule] of fields) {
        const schema = schemaOf(rule);
        for (const value of WRONG) {
          const result = schema.safeParse(value);
          for (const issue of result.error?.issues ?? [])
            if (ZOD_WORDS.test(issue.message))
              leaks.push(`${where} = ${JSON.stringify(value).slice(0, 40)}: ${issue.message}`);
        }
      }
      expect(leaks).to.deep.equal([]);
    });
  }
});
