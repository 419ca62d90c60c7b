import { expect } from 'chai';
import { ERROR_STATUS } from '../../adapters/http/errorStatus';
import { errorBody } from '../../adapters/http/errorHandler';
import { DomainError, ERROR_CODES, Errors } from '../../core/errors';
import { HttpErrors } from '../../adapters/http/httpErrors';

/** One argument per parameter, of the type its name says: lists of names, counts, or text. */
function sampleArguments(factory: (...args: never[]) => unknown): unknown[] {
  const parameters = (/^\(?([^)=]*)\)?\s*=>/.exec(String(factory))?.[1] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parameters.map((name) =>
    /names|keys/.test(name) ? ['x'] : /count|max|bytes|threshold/.test(name) ? 1 : 'x',
  );
}

describe('the error catalogue (core/errors.ts) and its HTTP statuses', () => {
  it('lists each error code with its status, for the API and for pages', () => {
    expect(ERROR_STATUS).to.deep.equal({
      invalid_grant: { api: 401, page: 400 },
      invalid_scope: { api: 401, page: 400 },
      unauthorized_client: { api: 401, page: 400 },
      invalid_request: { api: 400, page: 400 },
      not_found: { api: 404, page: 404 },
      method_not_allowed: { api: 405, page: 405 },
      server_error: { api: 500, page: 500 },
      unavailable: { api: 503, page: 503 },
      invalid_client: { api: 401, page: 400 },
      unsupported_grant_type: { api: 400, page: 400 },
      unsupported_response_type: { api: 400, page: 400 },
      login_required: { api: 400, page: 400 },
      invalid_token: { api: 401, page: 400 },
      insufficient_scope: { api: 403, page: 400 },
      too_many_requests: { api: 429, page: 429 },
      conflict: { api: 409, page: 409 },
      authorization_pending: { api: 400, page: 400 },
      slow_down: { api: 400, page: 400 },
      access_denied: { api: 400, page: 400 },
      expired_token: { api: 400, page: 400 },
      invalid_dpop_proof: { api: 400, page: 400 },
      use_dpop_nonce: { api: 400, page: 400 },
    });
    expect(Object.keys(ERROR_STATUS)).to.have.members([...ERROR_CODES]);
  });

  it("no situation is worded in both catalogues (the core's and the HTTP edge's)", () => {
    const shared = Object.keys(HttpErrors).filter((name) => name in Errors);
    expect(shared).to.deep.equal([]);
  });

  it('every factory of both catalogues builds a domain error with a known code and a description', () => {
    for (const [name, factory] of [...Object.entries(Errors), ...Object.entries(HttpErrors)]) {
      const error = (factory as (...args: unknown[]) => unknown)(...sampleArguments(factory));
      expect(error, name).to.be.instanceOf(DomainError);
      const { code, description } = error as DomainError;
      expect(ERROR_CODES, name).to.include(code);
      expect(description, name).to.be.a('string').and.not.equal('');
    }
  });

  it("keeps the spec's exact strings", () => {
    expect(Errors.tokenWrongRole().description).to.equal('The token has invalid role');
    expect(Errors.codeOrSecret().description).to.equal('The code or secret is not valid');
    expect(Errors.operationsOutOfScope(['transfer', 'vote']).description).to.equal(
      'The access_token scope does not allow the following operation(s): transfer, vote',
    );
    expect(Errors.tokenWrongRole().code).to.equal('invalid_grant');
    expect(Errors.operationsOutOfScope(['x']).code).to.equal('invalid_scope');
  });

  it('a raw node error reaches the client only on a failed broadcast (server_error `response`)', () => {
    const raw = { code: -32000, message: 'missing required posting authority' };
    expect(
      errorBody(Errors.broadcastFailed('missing required posting authority', raw)).body,
    ).to.deep.equal({
      error: 'server_error',
      error_description: 'missing required posting authority',
      response: raw,
    });
    expect(errorBody(Errors.chainUnreachable()).body).to.not.have.property('response');
  });

  it('pages answer a 400 where the API answers a 401 (no credential a browser could retry with)', () => {
    expect(errorBody(Errors.notAnApp('nobody'), 'api').status).to.equal(401);
    expect(errorBody(Errors.notAnApp('nobody'), 'page').status).to.equal(400);
  });

  it('anything that is not a domain error is a generic 500 that says nothing of the cause', () => {
    expect(errorBody(new Error('secret detail'))).to.deep.equal({
      status: 500,
      body: { error: 'server_error', error_description: 'An unexpected error occurred' },
    });
  });
});
