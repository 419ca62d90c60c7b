import { expect } from 'chai';
import { decode } from 'hive-uri';
import type { Operation, SignLinkParams } from '../../client';
import { call } from '../support/http';
import { CALLBACK, startClientWorld, type ClientWorld } from './clientWorld';

/**
 * Sign links built by the client, opened on the composed service: each answers 200 with the sign
 * page, whose page data carries exactly the operations, signer, authority, callback and
 * sign-only flag the app asked for (the page signs from that data).
 */
describe('hivegate/client: sign links decode on the service', function () {
  this.timeout(60_000);
  let w: ClientWorld;

  before(async () => {
    w = await startClientWorld();
  });
  after(async () => w?.close());

  /** GETs a link; answers the sign page's title and its page data. */
  async function open(link: string): Promise<{ title: string; data: any }> {
    expect(link.startsWith(`${w.url}/sign/`), link).to.equal(true);
    const page = await call(w.url, 'GET', link.slice(w.url.length));
    expect(page.status, String(page.body).slice(0, 500)).to.equal(200);
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(
      page.body,
    )![1];
    return { title: /<h1[^>]*>(.*?)<\/h1>/s.exec(page.body)![1], data: JSON.parse(data) };
  }

  const transfer: Operation = [
    'transfer',
    {
      from: '__signer',
      to: 'bob',
      amount: '1.500 HIVE',
      memo: 'Déjeuner 🍜 <b>merci</b> & "thanks"',
    },
  ];

  it('sendOperation(): one operation, with signer, callback and authority', async () => {
    const params: SignLinkParams = {
      signer: 'alice',
      callback: 'https://app.example/signed?id={{id}}&block={{block}}',
      authority: 'active',
    };
    const link = w.client().sendOperation(transfer, params);
    const { title, data } = await open(link);
    expect(title).to.equal('Send 1.500 HIVE to @bob');
    expect(data.tx.operations).to.deep.equal([transfer]);
    expect(data).to.include({
      signer: 'alice',
      authority: 'active',
      callback: params.callback,
      noBroadcast: false,
    });
  });

  it('sendOperations(): several operations, sign only, posting authority', async () => {
    const operations: Operation[] = [
      transfer,
      ['vote', { voter: '__signer', author: 'carol', permlink: 'a-post', weight: 10000 }],
    ];
    const { data } = await open(
      w.client().sendOperations(operations, {
        no_broadcast: true,
        authority: 'posting',
        callback: 'https://app.example/sig?s={{sig}}',
      }),
    );
    expect(data.tx.operations).to.deep.equal(operations);
    expect(data).to.include({ noBroadcast: true, authority: 'posting' });
  });

  it('sendTransaction(): a transaction with placeholders, or operations made into one', async () => {
    const client = w.client();
    const { data } = await open(client.sendTransaction([transfer]));
    expect(data.tx).to.deep.equal({
      ref_block_num: '__ref_block_num',
      ref_block_prefix: '__ref_block_prefix',
      expiration: '__expiration',
      operations: [transfer],
      extensions: [],
    });
    expect(data.authority, 'the page asks for the active key by default').to.equal('active');
    // A fixed expiration must lie ahead, within the hour a broadcast may wait (the chain's limit).
    const expiration = new Date(Date.now() + 30 * 60_000).toISOString().slice(0, 19);
    const explicit = {
      ref_block_num: 1234,
      ref_block_prefix: 5678,
      expiration,
      operations: [transfer],
      extensions: [],
    };
    expect((await open(client.sendTransaction(explicit))).data.tx).to.deep.equal(explicit);
  });

  it("links are what hive-uri encodes and decodes (the hivesigner SDK's links, on our base URL)", () => {
    const client = w.client();
    const params = {
      signer: 'alice',
      callback: 'https://app.example/cb?x=ü',
      no_broadcast: true,
      authority: 'active' as const,
    };
    const link = client.sendOperation(transfer, params);
    const decoded = decode(link.replace(`${w.url}/`, 'hive://'));
    expect(decoded.tx.operations).to.deep.equal([transfer]);
    expect(decoded.params).to.deep.equal({
      signer: 'alice',
      callback: params.callback,
      no_broadcast: true,
      authority: 'active',
    });
  });

  it('sign(): the legacy /sign/<operation> link opens the same page', async () => {
    const link = w
      .client()
      .sign(
        'transfer',
        { to: 'bob', amount: '2.000 HBD', memo: 'back & forth' },
        'https://app.example/done',
      );
    const { data } = await open(link);
    expect(data.tx.operations).to.deep.equal([
      ['transfer', { from: '__signer', to: 'bob', amount: '2.000 HBD', memo: 'back & forth' }],
    ]);
    expect(data.callback).to.equal('https://app.example/done');
  });

  it('a callback argument gets the link too', async () => {
    const got: (string | null)[] = [];
    const link = w.client().sendOperation(transfer, {}, (_err, url) => void got.push(url));
    expect(got).to.deep.equal([link]);
  });

  it("a callback to the app's own callbackURL names the app, so the page returns there by itself; any other callback stays the user's choice", async () => {
    const client = w.client();
    const own = client.sendOperation(transfer, { callback: `${CALLBACK}?signed={{id}}` });
    expect(new URL(own).searchParams.get('client_id')).to.equal('demo-app');
    expect((await open(own)).data.automaticReturn).to.equal(true);
    const elsewhere = client.sendOperation(transfer, {
      callback: 'https://elsewhere.example/done',
    });
    expect(new URL(elsewhere).searchParams.has('client_id')).to.equal(false);
    expect((await open(elsewhere)).data.automaticReturn).to.equal(false);
  });
});
