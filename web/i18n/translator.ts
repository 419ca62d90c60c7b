import type { MessageId, MessageValues, PageMessageId } from './catalogue';
import { directionOf, PSEUDO, type PageLocale } from './locales';

/*
 * A page's words in one locale: the messages (formatted by whoever compiled the catalogue: the
 * server with @messageformat/core, a page script with the build's precompiled functions), and
 * dates, numbers and lists by the browser's or Node's Intl for that locale. The words of the
 * core's facts (./words: a grant, its limits, an operation, a refusal) take one, so they never say
 * English on a Japanese page.
 */
export interface Translator<Id extends MessageId = MessageId> {
  readonly locale: PageLocale;
  readonly dir: 'ltr' | 'rtl';
  /** A message; in a right-to-left locale each value is isolated (FSI … PDI) so `@alice` stays LTR. */
  t: (id: Id, values?: MessageValues) => string;
  /** "24 December 2026", and its time (UTC) when it is not midnight. */
  date(iso: string): string;
  number(value: number): string;
  /** "a, b and c" as the locale joins a list. */
  list(items: readonly string[]): string;
}

/**
 * A page script's words: its compiled messages hold no server-only id (catalogue.ts), so naming
 * one fails the type check. Core words a page script also says take one of these.
 */
export type PageTranslator = Translator<PageMessageId>;

export type Format = (id: MessageId, values: MessageValues) => string;

/** The tag Intl is given: the pseudo-locale formats as English. */
export const intlLocale = (locale: PageLocale) => (locale === PSEUDO ? 'en' : locale);

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Whether a value needs isolating: `@alice`, `1.000 HIVE` and dates hold characters of no strong
 * direction that right-to-left text would reorder. A plain lowercase word needs none, and a
 * select's keyword (`{role, select, active {…}}`) must reach the select as it is: isolated, it
 * matched no case, and an Arabic sign page asked for the owner key instead of the active one.
 */
const needsIsolating = (value: string) => !/^[a-z]+$/.test(value);

export function makeTranslator(locale: PageLocale, format: Format): Translator {
  const dir = directionOf(locale);
  const intl = intlLocale(locale);
  const isolate = (values: MessageValues): MessageValues =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'string' && needsIsolating(value) ? `${FSI}${value}${PDI}` : value,
      ]),
    );
  const translator: Translator = {
    locale,
    dir,
    t: (id, values = {}) => format(id, dir === 'rtl' ? isolate(values) : values),
    date(iso) {
      const date = new Date(iso);
      const { day, time } = formatsOf(intl);
      if (date.getUTCHours() === 0 && date.getUTCMinutes() === 0) return day.format(date);
      return translator.t('limit.dateTime', { date: day.format(date), time: time.format(date) });
    },
    number: (value) => formatsOf(intl).number.format(value),
    list: (items) => formatsOf(intl).list.format(items),
  };
  return translator;
}

/** Each language's Intl formatters, made once: building one costs far more than formatting. */
const formats = new Map<string, ReturnType<typeof makeFormats>>();
function formatsOf(intl: string) {
  let made = formats.get(intl);
  if (!made) formats.set(intl, (made = makeFormats(intl)));
  return made;
}
function makeFormats(intl: string) {
  return {
    day: new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }),
    time: new Intl.DateTimeFormat(intl, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }),
    number: new Intl.NumberFormat(intl),
    list: new Intl.ListFormat(intl, { type: 'conjunction' }),
  };
}
