import type Provider from 'oidc-provider';
import { PEER_RESOURCE } from './configuration';

export interface CodeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  /** Account ids, in turn: one grant and one code each time. */
  accounts: readonly string[];
  count: number;
}

/**
 * Authorization codes made through the provider's own models, as its authorization endpoint makes
 * them once a user has signed in and consented (lib/helpers/process_response_types.js, codeHandler):
 * a Grant holding the scope for the resource, saved, then an AuthorizationCode for it, saved. One
 * grant per code, as each hivegate sign-in starts its own grant. Run before a load, never in one.
 */
export async function mintCodes(provider: Provider, request: CodeRequest): Promise<string[]> {
  const client = await provider.Client.find(request.clientId);
  if (!client) throw new Error(`peer: no client ${request.clientId}`);
  const codes: string[] = [];
  for (let i = 0; i < request.count; i++) {
    const accountId = request.accounts[i % request.accounts.length];
    const grant = new provider.Grant({ accountId, clientId: client.clientId });
    grant.addResourceScope(PEER_RESOURCE, request.scope);
    const grantId = await grant.save();
    const code = new provider.AuthorizationCode({
      accountId,
      authTime: Math.floor(Date.now() / 1000),
      client,
      grantId,
      redirectUri: request.redirectUri,
      resource: PEER_RESOURCE,
      scope: request.scope,
    });
    codes.push(await code.save());
  }
  return codes;
}
