import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, sourcesUnder } from './sources';

/**
 * The core's use cases and services: built by composeCore and nowhere else. (UsageRecorder and
 * UsageFlusher, the buffering beneath them, keep unit tests of their own.)
 */
const SERVICES =
  /\bnew\s+(\w+UseCase|TokenChecks|TokenIssuer|SignInLifeCycle|AppLoader|AppDirectory|ClientAuthenticator)\s*\(/g;

describe('architecture: the core is composed once', () => {
  it('constructs every use case in bootstrap/composeCore.ts only (tests, bench and bootstrap call it)', () => {
    const places = ['core', 'adapters', 'bootstrap', 'devnet', 'test', 'bench']
      .flatMap((dir) => sourcesUnder(join(ROOT, dir)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(SERVICES)].map(
          (m) => `${relative(ROOT, file)}: ${m[1]}`,
        ),
      );
    expect(places.length).to.be.greaterThan(5);
    expect(places.filter((place) => !place.startsWith('bootstrap/composeCore.ts:'))).to.deep.equal(
      [],
    );
  });

  it("names each binding's dependencies once: no type restates a list the container resolves", () => {
    // A named composition function takes DependenciesOf<typeof ITS_LIST> (bootstrap/bindComposed.ts);
    // a `Dependencies<'Core' | …>` written by hand would be a second list, free to drift.
    const restated = sourcesUnder(join(ROOT, 'bootstrap'))
      .filter((file) => /\bDependencies<\s*['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(restated).to.deep.equal([]);
    expect("type D = Dependencies<'Core' | 'Logger'>").to.match(/\bDependencies<\s*['"]/);
  });
});
