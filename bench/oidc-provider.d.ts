/** The part of oidc-provider 9's API the bench's peer uses (it ships no types; the bench may add one dev dependency only). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** What a storage adapter keeps for each model (Grant, AuthorizationCode, RefreshToken, …). */
  export interface AdapterPayload {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
    [key: string]: unknown;
  }

  /** oidc-provider's storage interface, one instance per model name. */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type Configuration = Record<string, unknown> & {
    adapter?: (model: string) => Adapter;
  };

  export interface Client {
    clientId: string;
  }

  export interface Grant {
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface AuthorizationCode {
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    Client: { find(id: string): Promise<Client | undefined> };
    Grant: new (fields: { accountId: string; clientId: string }) => Grant;
    AuthorizationCode: new (fields: Record<string, unknown>) => AuthorizationCode;
  }
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { Adapter, AdapterPayload } from 'oidc-provider';

  /** The provider's own in-memory adapter over `store` (its default makes an LRU of 1,000 entries). */
  export default class MemoryAdapter implements Adapter {
    constructor(model: string, store: unknown, clockTolerance?: number);
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }
}

declare module 'oidc-provider/lib/helpers/lru.js' {
  export default class LRU {
    constructor(options: { maxSize: number });
  }
}
