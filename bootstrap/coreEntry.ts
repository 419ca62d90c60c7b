/**
 * `hivegate/core`: the core (domain rules, use cases, ports, the error catalogue) plus
 * `composeCore`, for services that bring their own adapters. Light on purpose: loading it pulls in
 * no Koa, inversify, dhive, jose or native module (test/package/packaging.spec.ts holds this), so
 * it lives apart from the root entry, which also carries the HTTP server.
 */
export * from '../core';
export { composeCore, type CoreOptions, type CorePorts, type Hivegate } from './composeCore';
