import { expect } from 'chai';
import { ERROR_STATUS } from '../../adapters/http/errorStatus';
import { AIOHA_CODES, BY_SERVICE_ERROR, failureOf } from '../../client/aioha/aiohaErrors';
import { HivegateError } from '../../client/errors';

/** Issue 36 §5: the Aioha provider maps only error codes the service sends (its one error table). */
describe('hivegate/aioha: service errors as Aioha codes', () => {
  it('names only codes of the service’s error table', () => {
    const sent = Object.keys(ERROR_STATUS);
    for (const code of Object.keys(BY_SERVICE_ERROR)) expect(sent, code).to.include(code);
  });

  it('reads a 503 unavailable as internal, a refused token as unauthorized, the rest as failed', () => {
    const of = (error: string) => failureOf(new HivegateError(error, 'x')).errorCode;
    expect(of('unavailable')).to.equal(AIOHA_CODES.internal);
    expect(of('invalid_grant')).to.equal(AIOHA_CODES.unauthorized);
    expect(of('access_denied')).to.equal(AIOHA_CODES.userRejected);
    expect(of('conflict')).to.equal(AIOHA_CODES.failed);
  });
});
