import { expect } from 'chai';
import { deepFreeze } from '../../adapters/chain/deepFreeze';
import { anApp } from '../support/builders';
import { testCore } from '../support/coreFixture';

describe('AppLoader: an app profile parsed once per account record (issue 43)', () => {
  it('answers the same read-only profile for the same record, and reads a changed record anew', async () => {
    const loader = (await testCore()).core.apps;
    const record = deepFreeze(anApp('demo-app').withRedirect('https://one.example/cb').build());
    const first = loader.profileOf(record);
    expect(first?.redirectUris).to.deep.equal(['https://one.example/cb']);
    expect(loader.profileOf(record)).to.equal(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first?.redirectUris)).to.equal(true);

    const changed = deepFreeze(anApp('demo-app').withRedirect('https://two.example/cb').build());
    expect(loader.profileOf(changed)?.redirectUris).to.deep.equal(['https://two.example/cb']);
    expect(loader.profileOf(record), 'the first record keeps its own').to.equal(first);
  });

  it('parses a record that can still change every time', async () => {
    const loader = (await testCore()).core.apps;
    const mutable = anApp('demo-app').withRedirect('https://one.example/cb').build();
    expect(loader.profileOf(mutable)?.redirectUris).to.deep.equal(['https://one.example/cb']);
    mutable.json_metadata = anApp('demo-app')
      .withRedirect('https://two.example/cb')
      .build().json_metadata;
    expect(loader.profileOf(mutable)?.redirectUris).to.deep.equal(['https://two.example/cb']);
  });
});
