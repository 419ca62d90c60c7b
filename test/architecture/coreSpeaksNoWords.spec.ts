import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { foldersUnder, importsOf, ROOT, sourcesUnder } from './sources';

/*
 * Issue 56 §1: the core holds facts (an operation's fields and limits, what a grant reaches, which
 * refusal the network gave); the pages word them. Every word the pages say lives in web/i18n, which
 * the server's pages and the page scripts share. The one exception is protocol text that must not
 * vary by language: the signed message's `Grants:` line (core/signIn/grantStatement.ts) and the
 * error catalogue's descriptions (core/errors.ts), which are API, not presentation.
 */

/** What a core file's imports say the pages' words: anything under web/, a catalogue or a translator. */
export function wordsImportedBy(file: string, source: string): string[] {
  return importsOf(source).filter((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = relative(ROOT, resolve(dirname(file), specifier))
      .split('\\')
      .join('/');
    return /^web(\/|$)/.test(target) || /(^|\/)(i18n|catalogues?|translator)(\/|$)/.test(target);
  });
}

describe('architecture: the core says no words of the pages', () => {
  const files = sourcesUnder(join(ROOT, 'core'));

  it('no core file imports a catalogue, the translator or anything under web/', () => {
    expect(files.length).to.be.greaterThan(10);
    const offenders = files.flatMap((file) =>
      wordsImportedBy(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(ROOT, file)} imports ${specifier}`,
      ),
    );
    expect(offenders).to.deep.equal([]);
  });

  it('no folder of the core holds catalogues or a translator', () => {
    const folders = foldersUnder(join(ROOT, 'core'));
    expect(folders.filter((folder) => /(^|\/)(i18n|catalogues)$/.test(folder))).to.deep.equal([]);
    const words = files.filter((file) => /(translator|catalogue|Words)\.ts$/.test(file));
    expect(words.map((file) => relative(ROOT, file))).to.deep.equal([]);
  });

  it('the check catches each way back to the words', () => {
    const file = join(ROOT, 'core/broadcast/example.ts');
    const source = [
      "import type { Translator } from '../../web/i18n/translator';",
      "import { limitWords } from '../../web/i18n/words/limitWords';",
      "import { en } from '../i18n/catalogues/en';",
      "import type { MessageId } from '../shared/catalogue';",
      "import { missingPostOf } from './chainRefusal';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(wordsImportedBy(file, source)).to.deep.equal([
      '../../web/i18n/translator',
      '../../web/i18n/words/limitWords',
      '../i18n/catalogues/en',
      '../shared/catalogue',
    ]);
  });
});
