import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Koa from 'koa';
import { demoRoutes } from '../../bootstrap/demoRoutes';
import { coreFixture, demoApp } from '../support/coreFixture';
import { call } from '../support/http';

describe('the demo callback (npm run dev) (issue 15, item 8)', () => {
  let server: Server;
  let url: string;
  let core: Awaited<ReturnType<typeof coreFixture>>;
  before(async () => {
    core = await coreFixture();
    const app = new Koa().use(
      demoRoutes(core, demoApp.secret, {
        signInUrl: '/oauth2/authorize?client_id=demo-app&state=demo',
      }).routes(),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('says "You cancelled", with a way back to the sign-in, when the user cancelled (error=access_denied)', async () => {
    const answer = await call(url, 'GET', '/demo/callback?error=access_denied&state=demo');
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include('<h1>You cancelled</h1>');
    expect(answer.body).to.include('href="/oauth2/authorize?client_id=demo-app&amp;state=demo"');
    expect(answer.body).to.not.include('invalid_grant').and.not.include('token is missing');
    expect(answer.body).to.include('<nav aria-label="Main">'); // the service's own layout
  });

  it('shows what was granted, in the consent page’s words, and keeps the result for a reload instead of spending the code again (issue 39 §1, §4)', async () => {
    const params = await core.signIn('alice', {
      scope: ['vote'],
      limits: { type: 'hive_posting', operations: ['vote'], max_vote_weight: 2000 },
    });
    const first = await call(url, 'GET', `/demo/callback?code=${params.get('code')}`);
    expect(first.status).to.equal(303);
    const result = first.headers.get('location')!;
    expect(result).to.match(/^\/demo\/callback\?shown=[0-9a-f-]{36}$/);
    const shown = await call(url, 'GET', result);
    expect(shown.status).to.equal(200);
    expect(shown.body).to.include('Signed in as @alice').and.include('<h2>What you granted</h2>');
    expect(shown.body)
      .to.include('Act for you on Hive: vote on posts and comments.')
      .and.include('Votes of at most 20 %.')
      .and.not.include('publish');
    expect(shown.body).to.include('reloading shows this result again');
    // A reload shows it again; the code's address again (Back) leads there without an exchange.
    expect((await call(url, 'GET', result)).body).to.equal(shown.body);
    const again = await call(url, 'GET', `/demo/callback?code=${params.get('code')}`);
    expect(again.status).to.equal(303);
    expect(again.headers.get('location')).to.equal(result);
    expect(
      await core.signInStore.signInsOf({ username: 'alice' }, core.clock.now()),
    ).to.have.length(1);
  });

  it('allows the layout’s data: favicon in its policy (no console error on every visit)', async () => {
    const answer = await call(url, 'GET', '/demo/callback');
    expect(answer.body).to.include('<link rel="icon" href="data:,">');
    expect(answer.headers.get('content-security-policy')).to.include('img-src data:');
  });

  it('still explains a failed exchange in plain words, with the same way back', async () => {
    const answer = await call(url, 'GET', '/demo/callback?code=not-a-code');
    expect(answer.status).to.equal(400);
    expect(answer.body)
      .to.include('Sign-in did not complete')
      .and.include('Sign in to the demo app again');
  });

  it('shows a sign link returning here as what it is: signed and broadcast, with its transaction id and block (issue 22 §2)', async () => {
    const answer = await call(
      url,
      'GET',
      '/demo/callback?id=0123abcd0123abcd0123abcd0123abcd0123abcd&block=42&txn=0',
    );
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include('<h1>Signed and broadcast</h1>');
    expect(answer.body).to.include('0123abcd0123abcd0123abcd0123abcd0123abcd');
    expect(answer.body).to.include('<dd>42</dd>');
    expect(answer.body).to.not.include('token is missing');
  });

  it('a visit with nothing in it says nothing arrived, never "The token is missing"', async () => {
    const answer = await call(url, 'GET', '/demo/callback');
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include('Nothing received yet');
    expect(answer.body).to.not.include('token is missing');
  });

  it('shows a sign link’s ?tx={{id}} return, as docs/client.md writes it (issue 57 §6)', async () => {
    const answer = await call(
      url,
      'GET',
      '/demo/callback?tx=0123abcd0123abcd0123abcd0123abcd0123abcd',
    );
    expect(answer.body).to.include('<h1>Signed and broadcast</h1>');
    expect(answer.body).to.include('0123abcd0123abcd0123abcd0123abcd0123abcd');
  });

  it('takes an answer after # as its fragment script posts it: a form, exchanged once, then its own address (issue 57 §6)', async () => {
    const empty = await call(url, 'GET', '/demo/callback');
    expect(empty.body).to.include('<script src="/demo/fragment.js"></script>');
    const script = await call(url, 'GET', '/demo/fragment.js');
    expect(script.headers.get('content-type')).to.match(/^text\/javascript/);
    expect(script.body).to.include("form.method = 'post'");
    const params = await core.signIn('alice', { scope: ['vote'] });
    const posted = await call(url, 'POST', '/demo/callback', {
      form: new URLSearchParams({ code: params.get('code')! }).toString(),
    });
    expect(posted.status).to.equal(303);
    const shown = await call(url, 'GET', posted.headers.get('location')!);
    expect(shown.body).to.include('Signed in as @alice');
  });

  it('escapes what the query says', async () => {
    const answer = await call(url, 'GET', '/demo/callback?id=%3Cscript%3E');
    expect(answer.body).to.include('&lt;script&gt;').and.not.include('<script>');
  });
});
