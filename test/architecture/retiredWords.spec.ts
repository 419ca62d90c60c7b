import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PRODUCTION, ROOT, sourcesUnder } from './sources';

/*
 * Issue 56 §4: one word per concept (the README's "Words"). The words a concept had before it got
 * its one name must not come back into production code: each with the word that replaced it.
 */
const RETIRED: [word: RegExp, instead: string][] = [
  [/GrantStore\b/, 'SignInStore (the sign-in store and its adapters)'],
  [/\b(?:ports|stores|given)\.grants\b|\bSTORES_BESIDE_GRANTS\b/, 'signIns (the store set)'],
  [/\bGrantLimitsUseCase\b/, "LimitsUseCase (the user's limits on an app)"],
  [
    /LimitOverrides\b|\blimitOverrides\b/,
    'LimitChoices (the store of what the user set on an app)',
  ],
  [
    /\bwatchGrantRemoval\b|\buserHasNotGrantedApp\b|\bappHasNotGrantedService\b/,
    'posting authority (what an account gives an app on chain)',
  ],
];

/** `file:line: word` for each retired word in `text`. */
export function retiredIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      RETIRED.filter(([word]) => word.test(line)).map(
        ([word, instead]) => `${file}:${index + 1}: ${word.source} (say ${instead})`,
      ),
    );
}

describe('architecture: retired words stay out of production code', () => {
  it('no production file says a word its concept no longer has', () => {
    const found = PRODUCTION.flatMap((dir) => sourcesUnder(join(ROOT, dir)))
      .filter((file) => !/[/\\]test[/\\]/.test(relative(ROOT, file)))
      .flatMap((file) => retiredIn(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(found).to.deep.equal([]);
  });

  it('the check finds each retired word, and not the names that kept it', () => {
    const sample = [
      'const store: GrantStore = ports.grants;',
      'class MemoryGrantStore implements SignInStore {}',
      'class MemorySignInStore implements SignInStore {}',
      "'Grants:' line and message.grants",
      'const choices: LimitOverrides = stores.limitOverrides; // the table limit_overrides stays',
    ].join('\n');
    expect(retiredIn('x.ts', sample).map((hit) => hit.split(': ')[0])).to.deep.equal([
      'x.ts:1',
      'x.ts:1',
      'x.ts:2',
      'x.ts:5',
    ]);
  });
});
