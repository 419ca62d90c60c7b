import { expect } from 'chai';
import type { WebsiteCheck, WebsiteProber } from '../../core/ports/WebsiteProber';

export interface WebsiteProberHarness {
  prober: WebsiteProber;
  /** A website that answers on its own domain. */
  ok: string;
  /** A website that redirects to another domain, and where to. */
  redirect: { website: string; to: string };
  /** A website that does not answer. */
  unreachable: string;
  close?: () => void | Promise<void>;
}

export const INVALID_WEBSITES = [
  'example.com',
  '//example.com',
  'www.example.com/path',
  'ftp://example.com/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'https:example.com',
  'https://user:secret@example.com/',
  'https://user@example.com/',
  'https://@example.com/',
  'https://example.com:8443/',
  'http://example.com:22/',
  'https://exa\nmple.com/',
  'https://example.com/\tpath',
  'https://example.com/\u0000',
  'https://example.com/\u0085',
  `https://example.com/${'a'.repeat(2048)}`,
  'http://[/',
  'http://exa mple.com/',
];

/** Non-public addresses that are not loopback: blocked even by a prober that allows loopback. */
export const BLOCKED_NON_LOOPBACK = [
  'http://10.0.0.1/',
  'http://172.16.5.4/',
  'http://192.168.1.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://0xa9fea9fe/latest/meta-data/', // 169.254.169.254
  'http://100.64.0.1/',
  'http://224.0.0.1/',
  'http://0.0.0.0/',
  'http://0/',
  'http://255.255.255.255/',
  'http://[fd00::1]/',
  'http://[fe80::1]/',
  'http://[ff02::1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[64:ff9b::a00:1]/',
  'http://[64:ff9b::7f00:1]/',
];

function expectShape(result: WebsiteCheck): void {
  expect(result.website === null).to.equal(result.site !== 'ok');
  expect('redirects_to' in result && result.redirects_to !== undefined).to.equal(
    result.site === 'redirected',
  );
}

/** The behaviour every WebsiteProber adapter must have. */
export function websiteProberContract(
  name: string,
  factory: () => WebsiteProberHarness | Promise<WebsiteProberHarness>,
): void {
  describe(`WebsiteProber contract: ${name}`, () => {
    let harness: WebsiteProberHarness;
    before(async () => {
      harness = await factory();
    });
    after(async () => {
      await harness.close?.();
    });

    it('says no_website when the profile has none', async () => {
      for (const website of [undefined, '', '   ']) {
        expect(await harness.prober.check(website)).to.deep.equal({
          site: 'no_website',
          website: null,
        });
      }
    });

    it('says invalid for anything but an absolute http(s) URL on a default port without userinfo', async () => {
      for (const website of INVALID_WEBSITES) {
        expect(await harness.prober.check(website), JSON.stringify(website)).to.deep.equal({
          site: 'invalid',
          website: null,
        });
      }
    });

    it('says blocked for non-public addresses in any spelling', async () => {
      for (const website of BLOCKED_NON_LOOPBACK) {
        expect(await harness.prober.check(website), website).to.deep.equal({
          site: 'blocked',
          website: null,
        });
      }
    });

    it('says ok, with the website, when it answers on its own domain', async () => {
      const result = await harness.prober.check(harness.ok);
      expect(result).to.deep.equal({ site: 'ok', website: harness.ok });
    });

    it('trims the website text it reports', async () => {
      expect(await harness.prober.check(`  ${harness.ok} `)).to.deep.equal({
        site: 'ok',
        website: harness.ok,
      });
    });

    it('says redirected, with where to and no website, when it sends us to another domain', async () => {
      const result = await harness.prober.check(harness.redirect.website);
      expect(result).to.deep.equal({
        site: 'redirected',
        website: null,
        redirects_to: harness.redirect.to,
      });
    });

    it('says unreachable when it does not answer', async () => {
      expect(await harness.prober.check(harness.unreachable)).to.deep.equal({
        site: 'unreachable',
        website: null,
      });
    });

    it('never rejects, and fills website only for ok and redirects_to only for redirected', async () => {
      const inputs = [
        undefined,
        harness.ok,
        harness.redirect.website,
        harness.unreachable,
        ...INVALID_WEBSITES,
        ...BLOCKED_NON_LOOPBACK,
      ];
      for (const website of inputs) expectShape(await harness.prober.check(website));
    });
  });
}
