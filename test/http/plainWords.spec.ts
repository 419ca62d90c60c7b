import 'reflect-metadata';
import { expect } from 'chai';
import { Errors } from '../../core/errors';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { ACTIVITY_PAGE } from '../../core/broadcast/activity';
import { parseChallengeRequest, parseSignInsRequest } from '../../adapters/http/parse/oauth';

describe('HTTP: error text in plain words (issue 15, item 10)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer();
  });
  after(() => t.close());

  it("words a missing or mistyped field without zod's jargon", async () => {
    const missing = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice' },
    });
    expect(missing.status).to.equal(400);
    expect(missing.body).to.deep.equal({
      error: 'invalid_request',
      error_description: 'client_id is missing',
    });
    const mistyped = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 7 },
    });
    expect(mistyped.body.error_description).to.equal('client_id must be text');
    const page = await call(
      t.url,
      'GET',
      '/oauth2/authorize?redirect_uri=https%3A%2F%2Fdemo.example%2Fcallback',
    );
    expect(page.status).to.equal(400);
    expect(page.body).to.include('client_id is missing').and.not.include('Invalid input');
    const choice = await call(
      t.url,
      'GET',
      '/oauth2/authorize?client_id=demo-app&redirect_uri=x&response_type=magic',
    );
    expect(choice.body).to.include('response_type must be one of: code, token');
  });

  it('refuses scope=transfer on the consent page, before any form, naming it', async () => {
    const page = await call(
      t.url,
      'GET',
      '/oauth2/authorize?client_id=demo-app&redirect_uri=https%3A%2F%2Fdemo.example%2Fcallback&scope=transfer',
    );
    expect(page.status).to.equal(400);
    expect(page.body)
      .to.include('The app asks for &quot;transfer&quot;, which no sign-in can grant')
      .and.not.include('<form');
    expect(page.body).to.include('invalid_scope');
  });

  it('a 405 says method_not_allowed, on pages too (fixed in issue 11; held here)', async () => {
    for (const [method, path] of [
      ['POST', '/authorized-apps'],
      ['POST', '/oauth2/authorize'],
      ['GET', '/api/oauth2/token'],
    ]) {
      const answer = await call(t.url, method, path);
      expect(answer.status, path).to.equal(405);
      expect(answer.body.error, path).to.equal('method_not_allowed');
    }
  });

  it('says "posting needs" for one key field (the typo "posting need")', () => {
    expect(Errors.keyChange('operations[0] (account_update2)', ['posting']).description).to.include(
      'posting needs the user',
    );
    expect(
      Errors.keyChange('operations[0] (account_update2)', ['owner', 'active']).description,
    ).to.include('owner, active need the user');
  });
});

/**
 * zod's own messages reworded at the edge (adapters/http/parse/fields.ts plainWords): a bound
 * says what it counts — characters, items, or for a number the number itself.
 */
describe('HTTP: a bound in plain words names what it counts', () => {
  const signed = { challenge: 'a challenge', signature: 'ab'.repeat(65) };
  const refusal = (body: Record<string, unknown>) => {
    try {
      parseSignInsRequest({ ...signed, ...body });
    } catch (error) {
      return (error as Error & { description?: string }).description ?? (error as Error).message;
    }
    throw new Error('not refused');
  };

  it('a number beyond its bound: "must be at most 500", not "500 characters long"', () => {
    expect(refusal({ activity_limit: ACTIVITY_PAGE.max + 1 })).to.equal(
      `activity_limit must be at most ${ACTIVITY_PAGE.max}`,
    );
    expect(refusal({ activity_limit: 0 })).to.equal('activity_limit must be at least 1');
  });

  it('a list beyond its bound counts items, a text characters', () => {
    expect(refusal({ end: Array.from({ length: 101 }, (_, i) => `sid${i}`) })).to.equal(
      'end must be at most 100 items long',
    );
    expect(refusal({ end: ['x'.repeat(101)] })).to.equal(
      'end.0 must be at most 100 characters long',
    );
  });

  it('a scope of neither shape says both shapes it may take, not "is not valid"', () => {
    for (const scope of [5, { vote: true }, [5]])
      expect(() =>
        parseChallengeRequest({ client_id: 'demo-app', redirect_uri: 'https://d.example/', scope }),
      )
        .to.throw()
        .with.property(
          'description',
          'scope must be text like "vote,comment", or a list of scope names',
        );
  });
});
