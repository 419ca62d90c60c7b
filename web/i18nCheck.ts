import { createHash } from 'node:crypto';
import { parse, type Token } from '@messageformat/parser';
import type { Catalogue, MessageId } from './i18n/catalogue';
import { CATALOGUES } from './i18n/catalogues';
import { en } from './i18n/catalogues/en';
import { LOCALES, type Locale } from './i18n/locales';
import { SECURITY_IDS } from './i18n/security';

/*
 * Checks a catalogue against the English one (issue 40 §4), for test/i18n/catalogues.spec.ts and
 * for a translator: `npm run i18n:check` (every catalogue) or `npm run i18n:check -- es`;
 * `npm run i18n:check -- --hash` prints the hash of each security sentence's English source, to
 * copy into a catalogue's `security` entry once its translation is checked again. For each
 * message: valid ICU MessageFormat, the same placeholders as the English, and plural cases that
 * are exactly the locale's CLDR categories (Intl.PluralRules). For each security sentence: a
 * back-translation made from the current English.
 */

/** The first 16 hex digits of the SHA-256 of a security sentence's English source. */
export function sourceHash(id: MessageId): string {
  return createHash('sha256').update(en[id]).digest('hex').slice(0, 16);
}

/** The arguments a message names (its placeholders, plural and select variables), sorted. */
export function placeholdersOf(tokens: Token[]): string[] {
  const names = new Set<string>();
  const walk = (list: Token[]) => {
    for (const token of list) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(tokens);
  return [...names].sort();
}

/** Each plural's case keys but exact ones (`=0`), as written. */
function pluralKeys(tokens: Token[]): string[][] {
  const found: string[][] = [];
  const walk = (list: Token[]) => {
    for (const token of list) {
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        if (token.type === 'plural')
          found.push(token.cases.map((c) => c.key).filter((key) => !key.startsWith('=')));
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(tokens);
  return found;
}

/** The CLDR cardinal plural categories of a locale, as this Node's Intl knows them. */
export function pluralCategories(locale: string): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
}

/** Every problem of one message in `locale`, in words; none when it is right. */
export function checkMessage(locale: string, id: MessageId, text: string): string[] {
  const categories = pluralCategories(locale);
  let tokens: Token[];
  try {
    tokens = parse(text, { cardinal: categories as never, strict: false });
  } catch (error) {
    return [`${locale} ${id}: not valid ICU MessageFormat: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const want = placeholdersOf(parse(en[id]));
  const have = placeholdersOf(tokens);
  if (want.join() !== have.join())
    problems.push(
      `${locale} ${id}: placeholders {${have.join(', ')}}, English has {${want.join(', ')}}`,
    );
  for (const keys of pluralKeys(tokens))
    if ([...keys].sort().join() !== categories.join())
      problems.push(
        `${locale} ${id}: plural cases ${keys.join(', ')}; ${locale} needs exactly ${categories.join(', ')}`,
      );
  return problems;
}

/** Every problem of a catalogue, in words; none when it is complete and right. */
export function checkCatalogue(locale: Exclude<Locale, 'en'>, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  if (!catalogue.review.trim()) problems.push(`${locale}: no review state`);
  const ids = Object.keys(en) as MessageId[];
  for (const id of ids) {
    const text = catalogue.messages[id] as string | undefined;
    if (typeof text !== 'string' || !text.trim()) problems.push(`${locale} ${id}: missing`);
    else problems.push(...checkMessage(locale, id, text));
  }
  for (const id of Object.keys(catalogue.messages))
    if (!(id in en)) problems.push(`${locale} ${id}: not in the English catalogue`);
  for (const id of SECURITY_IDS) {
    const entry = catalogue.security[id] as Catalogue['security'][typeof id] | undefined;
    if (!entry?.back.trim()) problems.push(`${locale} ${id}: no back-translation`);
    else if (entry.source !== sourceHash(id))
      problems.push(
        `${locale} ${id}: the English changed since it was translated (source ${entry.source}, now ${sourceHash(id)}): check the translation and its back-translation, then update the hash`,
      );
  }
  return problems;
}

/** The English catalogue itself: valid, and its plurals complete for English. */
export function checkEnglish(): string[] {
  return (Object.keys(en) as MessageId[]).flatMap((id) => checkMessage('en', id, en[id]));
}

if (require.main === module) {
  const args = process.argv.slice(2);
  if (args.includes('--hash')) {
    for (const id of SECURITY_IDS)
      console.log(`'${id}': { source: '${sourceHash(id)}', back: '…' },`);
  } else {
    const asked = args.filter((arg) => !arg.startsWith('-'));
    const locales = asked.length ? asked : Object.keys(CATALOGUES);
    const problems = [...checkEnglish()];
    for (const locale of locales) {
      const catalogue = CATALOGUES[locale as Exclude<Locale, 'en'>];
      if (!catalogue) problems.push(`${locale}: no catalogue in web/i18n/catalogues/index.ts`);
      else problems.push(...checkCatalogue(locale as Exclude<Locale, 'en'>, catalogue));
    }
    for (const problem of problems) console.log(problem);
    const missing = LOCALES.filter((l) => l !== 'en' && !CATALOGUES[l]);
    console.log(
      `${locales.length} catalogue(s) checked, ${problems.length} problem(s).` +
        (missing.length ? ` Without a catalogue yet: ${missing.join(', ')}.` : ''),
    );
    process.exitCode = problems.length ? 1 : 0;
  }
}
