import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importsOf, ROOT, sourcesUnder } from './sources';

/** The hexagon's rule: the core imports no framework or adapter library, and nothing outside itself. */
const FORBIDDEN =
  /^(koa|@koa\/.*|koa-.*|@hiveio\/dhive|better-sqlite3|jose|inversify|reflect-metadata|pino|zod|pg)$/;

describe('architecture: core/ is framework-free', () => {
  const files = sourcesUnder(join(ROOT, 'core'));

  it('finds the core files', () => {
    expect(files.length).to.be.greaterThan(10);
  });

  it('imports no framework, adapter library or decorator runtime', () => {
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => FORBIDDEN.test(specifier))
        .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
    );
    expect(offenders).to.deep.equal([]);
  });

  it('imports nothing from adapters/ or bootstrap/', () => {
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => /(^|\/)(adapters|bootstrap)\//.test(specifier))
        .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
    );
    expect(offenders).to.deep.equal([]);
  });

  it('uses no decorators', () => {
    const offenders = files
      .filter((file) => /^\s*@[a-zA-Z]+\(/m.test(readFileSync(file, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(offenders).to.deep.equal([]);
  });

  it('the import scanner itself catches each import form', () => {
    const sample = `import Koa from 'koa';\nimport type { X } from "jose";\nconst a = require('better-sqlite3');\nexport * from '@koa/router';\nimport 'inversify';`;
    expect(importsOf(sample)).to.deep.equal([
      'koa',
      'jose',
      'better-sqlite3',
      '@koa/router',
      'inversify',
    ]);
  });
});

describe('architecture: adapters/ do not know the composition root', () => {
  const files = sourcesUnder(join(ROOT, 'adapters'));

  it('imports nothing from bootstrap/ and nothing from the container', () => {
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter(
          (specifier) =>
            /(^|\/)bootstrap(\/|$)/.test(specifier) ||
            /^(inversify|reflect-metadata)$/.test(specifier),
        )
        .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
    );
    expect(offenders).to.deep.equal([]);
  });
});
