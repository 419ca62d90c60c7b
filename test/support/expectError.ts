import { expect } from 'chai';

/** Awaits `promise` and asserts it rejected with an error of `type` whose message includes `text`. */
export async function expectError(
  promise: Promise<unknown>,
  type: new (...args: never[]) => Error,
  text: string,
): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(type);
    expect((error as Error).message).to.include(text);
    return error as Error;
  }
  return expect.fail(`expected ${type.name} (${text}), but it resolved`);
}
