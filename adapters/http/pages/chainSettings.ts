/** What a page's script needs to read accounts and broadcast on the configured chain itself. */
export interface ChainSettings {
  nodes: string[];
  chainId: string;
  addressPrefix: string;
  /** The HiveAuth relay (ws/wss URL) the consent page may connect to; no HiveAuth sign-in without it. */
  hiveAuthRelay?: string;
  /**
   * The rp id of the passkeys that lock keys kept in the browser (issue 60): BASE_URL's host.
   * A passkey made for it works on no other site.
   */
  passkeyRpId?: string;
  /** Where a transaction id links (EXPLORER_TX_URL): `{id}` is replaced by the id. */
  explorerTxUrl?: string;
}

/** EXPLORER_TX_URL's default: a block explorer of Hive's main network. */
export const DEFAULT_EXPLORER_TX_URL = 'https://hivehub.dev/tx/{id}';
