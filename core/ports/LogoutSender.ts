/** How one Back-Channel Logout request went. */
export type LogoutOutcome =
  /** The app answered 2xx. */
  | 'delivered'
  /** No answer, or not 2xx: worth trying again. */
  | 'failed'
  /** The URI breaks the outbound rules (a private address, userinfo, another port): never sent. */
  | 'blocked';

/** Sends Back-Channel Logout requests out to apps' servers. */
export interface LogoutSender {
  /** POSTs `logout_token` to `uri` as a form (OpenID Connect Back-Channel Logout §2.5). Never rejects. */
  send(uri: string, logoutToken: string): Promise<LogoutOutcome>;
}
