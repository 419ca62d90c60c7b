import { escapeHtml } from './escapeHtml';

/*
 * Markup building (re-exported by html.ts): every value interpolated into `html` is escaped unless
 * it is itself `Html`, so on-chain text can never become markup. Held by test/http/pages.spec.ts.
 */

/** Markup that is already safe: the only values `html` does not escape. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = Html | string | number | undefined | null | false | readonly Value[];

/** Tagged template: `html\`<p>${untrusted}</p>\`` escapes every value that is not Html. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new Html(out);
}

function render(value: Value): string {
  if (value === undefined || value === null || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}
