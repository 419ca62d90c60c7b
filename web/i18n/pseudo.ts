/*
 * The pseudo-locale's messages (issue 40 §3, locales.ts PSEUDO): each English message accented,
 * about 40 % longer and in brackets — "[Ŝîĝñ îñ ţö {app} ~~~~]" — with its ICU syntax (argument
 * names, plural and select keywords) untouched. Text at an even depth of braces is the message's
 * own; at an odd depth it is syntax.
 */

const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuwyzABCDEGHIKLNORSTUWYZ'].map((c, i) => [
    c,
    [...'áƀçđéĝĥîķļñöŕšţûŵýžÁƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛŴÝŽ'][i],
  ]),
);

const PADDING = 'ŀöŕéɱ îƥšûɱ đöļöŕ šîţ áɱéţ çöñšéçţéţûŕ áđîƥîšçîñĝ éļîţ šéđ đö éîûšɱöđ ţéɱƥöŕ';

export function pseudoMessage(source: string): string {
  let depth = 0;
  let out = '';
  let letters = 0;
  for (const char of source) {
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (depth % 2 === 0 && char !== '#') {
      if (/\p{L}/u.test(char)) letters++;
      out += ACCENTS[char] ?? char;
      continue;
    }
    out += char;
  }
  const extra = Math.ceil(letters * 0.4);
  // The padding repeats, so a message longer than it is padded as much as a short one.
  const words = PADDING.split(' ');
  let pad = '';
  for (let i = 0; pad.length < extra; i++) pad += ` ${words[i % words.length]}`;
  return `[${out}${pad}]`;
}
