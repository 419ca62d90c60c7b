import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staleness, startCommandOf } from '../../bench/compiled';

describe('bench: the service as npm start runs it', () => {
  it("reads node's flags and the compiled entry from the start script", () => {
    expect(startCommandOf('node dist/bootstrap/main.js')).to.deep.equal({
      nodeFlags: [],
      entry: 'dist/bootstrap/main.js',
    });
    expect(startCommandOf('node --max-semi-space-size=2 dist/bootstrap/main.js')).to.deep.equal({
      nodeFlags: ['--max-semi-space-size=2'],
      entry: 'dist/bootstrap/main.js',
    });
  });

  it('refuses a start script it could not reproduce', () => {
    for (const script of [
      'tsx bootstrap/main.ts',
      'node dist/a.js && node dist/b.js',
      'node bootstrap/main.ts',
      undefined,
    ]) {
      expect(() => startCommandOf(script), String(script)).to.throw(/npm start is not/);
    }
  });

  describe('staleness of dist/', () => {
    let root: string;
    const at = (file: string, seconds: number) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), '');
      utimesSync(join(root, file), seconds, seconds);
    };
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'hivegate-compiled-'));
      at('package.json', 1000);
      at('tsconfig.json', 1000);
      at('core/signIn/scope.ts', 1000);
      at('adapters/http/test/ignored.ts', 5000); // a test folder is not compiled
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('says when the entry was never built', () => {
      expect(staleness(root, 'dist/bootstrap/main.js')).to.equal(
        'dist/bootstrap/main.js does not exist',
      );
    });

    it('is current when every source is older than the entry', () => {
      at('dist/bootstrap/main.js', 2000);
      expect(staleness(root, 'dist/bootstrap/main.js')).to.equal(undefined);
    });

    it('names a source or config changed after the build', () => {
      at('dist/bootstrap/main.js', 2000);
      at('bootstrap/main.ts', 3000);
      expect(staleness(root, 'dist/bootstrap/main.js')).to.equal(
        'bootstrap/main.ts changed after dist/bootstrap/main.js was built',
      );
      at('bootstrap/main.ts', 1000);
      at('package.json', 3000);
      expect(staleness(root, 'dist/bootstrap/main.js')).to.equal(
        'package.json changed after dist/bootstrap/main.js was built',
      );
    });
  });
});
