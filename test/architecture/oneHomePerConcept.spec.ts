import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as errors from '../../core/errors';
import { DomainError, ERROR_CODES, ERROR_KINDS } from '../../core/errors';
import { foldersUnder, PRODUCTION, ROOT, sourcesUnder } from './sources';

const productionFiles = PRODUCTION.flatMap((dir) => sourcesUnder(join(ROOT, dir)));

describe('architecture: one home per concept', () => {
  describe('error codes: one table (core/errors.ts ERROR_KINDS)', () => {
    it('every error kind with a code of its own is in the table, once', () => {
      // A kind is a class built directly on `kind(code)`; its subclasses share its code.
      const kinds = Object.values(errors).filter(
        (value) =>
          typeof value === 'function' &&
          value.prototype instanceof DomainError &&
          (Object.getPrototypeOf(value) as { name?: string }).name === 'Kind',
      );
      expect(kinds.length).to.be.greaterThan(10);
      expect(kinds.filter((kind) => !ERROR_KINDS.includes(kind as never))).to.deep.equal([]);
      expect(new Set(ERROR_CODES).size).to.equal(ERROR_KINDS.length);
    });

    it('errors are worded in the two catalogues only (core/errors.ts, adapters/http/httpErrors.ts)', () => {
      const kindNames = ERROR_KINDS.map((kind) => kind.name).join('|');
      const constructs = new RegExp(
        `\\bnew (${kindNames}|ServerErrorRetryLater|IdempotencyKeyReused)\\(`,
      );
      const catalogues = ['core/errors.ts', 'adapters/http/httpErrors.ts'];
      const offenders = productionFiles
        .filter((file) => !catalogues.includes(relative(ROOT, file)))
        .filter((file) => constructs.test(readFileSync(file, 'utf8')))
        .map((file) => relative(ROOT, file));
      expect(offenders).to.deep.equal([]);
    });

    it('no production file but core/errors.ts declares an error kind', () => {
      const offenders = productionFiles
        .filter((file) => relative(ROOT, file) !== 'core/errors.ts')
        .filter((file) => /extends\s+(DomainError\b|kind\()/.test(readFileSync(file, 'utf8')))
        .map((file) => relative(ROOT, file));
      expect(offenders).to.deep.equal([]);
    });
  });

  it('no two folder names differ only by case (rateLimit beside ratelimit)', () => {
    const folders = [...PRODUCTION, 'test', 'bench', 'docs', 'scripts'].flatMap((dir) =>
      foldersUnder(join(ROOT, dir), dir),
    );
    const spellings = new Map<string, Set<string>>();
    for (const name of folders.map((folder) => folder.split('/').pop() ?? folder))
      spellings.set(name.toLowerCase(), (spellings.get(name.toLowerCase()) ?? new Set()).add(name));
    expect(folders.length).to.be.greaterThan(20);
    expect(
      [...spellings.values()].filter((names) => names.size > 1).map((names) => [...names]),
    ).to.deep.equal([]);
  });

  it('core/ports/index.ts exports every port', () => {
    const index = readFileSync(join(ROOT, 'core/ports/index.ts'), 'utf8');
    const ports = readdirSync(join(ROOT, 'core/ports'))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => name.replace(/\.ts$/, ''));
    expect(ports.length).to.be.greaterThan(5);
    expect(ports.filter((port) => !index.includes(`from './${port}'`))).to.deep.equal([]);
  });

  it('adapters are composed by typed functions: no dependency matched by position in the container', () => {
    const offenders = sourcesUnder(join(ROOT, 'bootstrap'))
      .filter((file) => /\.toResolvedValue\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    const modules = sourcesUnder(join(ROOT, 'bootstrap/modules'));
    expect(modules.length).to.be.greaterThan(5);
    expect(offenders).to.deep.equal([]);
    for (const module of modules)
      expect(readFileSync(module, 'utf8'), relative(ROOT, module)).to.match(
        /bind(Composed|Value)\(/,
      );
  });
});
