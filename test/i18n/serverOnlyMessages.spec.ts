import { expect } from 'chai';
import { isPageMessage, SERVER_ONLY_PREFIXES } from '../../web/i18n/catalogue';
import { en } from '../../web/i18n/catalogues/en';
import type { PageTranslator, Translator } from '../../web/i18n/translator';
import { pageMessagesOf } from '../../web/build';

/**
 * The sign page's operation words are formatted on the server only (docs/translating.md): the
 * page scripts' compiled messages leave them out, and a page script that names one fails the
 * type check (its translator takes a `PageMessageId`).
 */
describe('i18n: messages only the server says', () => {
  it('the page scripts’ messages are every message but the server-only ones', () => {
    const ids = Object.keys(en);
    const serverOnly = ids.filter((id) => SERVER_ONLY_PREFIXES.some((p) => id.startsWith(p)));
    expect(serverOnly).to.include.members([
      'op.you',
      'op.danger.owner',
      'home.title',
      'consent.signIn',
    ]);
    expect(Object.keys(pageMessagesOf('ja')).sort()).to.deep.equal(
      ids.filter(isPageMessage).sort(),
    );
    expect(pageMessagesOf('ja')).to.include.keys('sign.signature', 'refusal.rc');
  });

  it('a page script’s translator refuses a server-only id at the type check', () => {
    const say = (t: PageTranslator) => {
      // @ts-expect-error `op.*` messages are not in a page script's messages.
      t.t('op.you');
      return t.t('sign.done');
    };
    // The server's translator, which knows every id, may stand in for a page's; not the reverse.
    const server = { t: (id: string) => id } as unknown as Translator;
    expect(say(server)).to.equal('sign.done');
  });
});
