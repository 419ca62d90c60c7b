import 'reflect-metadata';
import { buildPageScriptsIfStale } from '../web/build';

/** Every run serves the pages' scripts as built from today's web/src (a no-op when they are). */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(120_000);
    await buildPageScriptsIfStale();
  },
};
