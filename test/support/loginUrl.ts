import { Client as HivesignerClient } from 'hivesigner';

/*
 * The demo app's sign-in link to the service's consent page (/oauth2/authorize), written once for
 * every spec that opens it (issue 56 §6): as an OAuth client writes it, or as hivesigner's SDK
 * does for an app built on it — the drop-in promise the browser specs hold.
 */

/** Where the service and the demo app of a spec's world are. */
export interface LoginWorld {
  serviceUrl: string;
  app: { url: string };
}

export interface LoginRequest {
  /** `vote,comment` as a client writes it, or the SDK's list. */
  scope: string | string[];
  state: string;
  account?: string;
  /** loginUrl: `code` unless told. hivesignerLoginUrl: the SDK's own default (none) unless told. */
  responseType?: string;
  /** The user's limits on a posting sign-in, sent as one `hive_posting` authorization_details entry. */
  limits?: Record<string, unknown>;
}

const callbackOf = (w: LoginWorld) => `${w.app.url}/callback`;

/** The link as an OAuth client writes it. */
export function loginUrl(w: LoginWorld, request: LoginRequest): string {
  const query = new URLSearchParams({
    client_id: 'demo-app',
    redirect_uri: callbackOf(w),
    response_type: request.responseType ?? 'code',
    scope: [request.scope].flat().join(','),
    state: request.state,
    ...(request.account === undefined ? {} : { account: request.account }),
    ...(request.limits
      ? { authorization_details: JSON.stringify([{ type: 'hive_posting', ...request.limits }]) }
      : {}),
  });
  return `${w.serviceUrl}/oauth2/authorize?${query}`;
}

/** The link as hivesigner's SDK writes it (`getLoginURL`), pointed at the service. */
export function hivesignerLoginUrl(w: LoginWorld, request: LoginRequest): string {
  const sdk = new HivesignerClient({
    app: 'demo-app',
    callbackURL: callbackOf(w),
    scope: [request.scope].flat(),
    responseType: request.responseType ?? '',
  });
  return sdk
    .getLoginURL(request.state, request.account)
    .replace('https://hivesigner.com', w.serviceUrl);
}
