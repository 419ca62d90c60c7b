import { expect } from 'chai';

/**
 * The JSON a server-rendered page hands its script (`<script type="application/json"
 * id="page-data">`), read from the page's HTML; fails the spec, naming it, when the page has none.
 */
export function pageData(html: string): any {
  const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'page-data block').to.not.equal(null);
  return JSON.parse(match![1]);
}
