import { expect } from 'chai';
import { bodyRefusal } from '../../adapters/http/parseBodies';

/** The body parser's failures as the error handler words them (adapters/http/parseBodies.ts). */
describe('HTTP: a body the parser refused, by what went wrong', () => {
  const zlibError = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' });
  const socketError = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

  it("bytes that are not their coding are 'not decoded' only for a body that came encoded", () => {
    expect(bodyRefusal(zlibError, true)).to.include({ status: 400, undecoded: true });
    // A plain body's socket error carries a code too: it is no content coding's fault.
    expect(bodyRefusal(socketError, false)).to.include({
      status: 400,
      type: 'entity.parse.failed',
    });
    expect(bodyRefusal(socketError, false)).to.not.have.property('undecoded');
  });

  it('a coding the decompressor does not know is 415, a body over the limit 413', () => {
    const unsupported = Object.assign(new Error('Unsupported Content-Encoding: zstd'), {
      status: 415,
    });
    expect(bodyRefusal(unsupported, true)).to.include({ status: 415, encoding: true });
    const large = Object.assign(new Error('request entity too large'), { status: 413 });
    expect(bodyRefusal(large, true)).to.include({ status: 413 });
  });
});
