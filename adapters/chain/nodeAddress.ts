/**
 * What the service shows of a HIVE_NODES address outside itself. An address may carry a user and
 * password (`https://user:pass@node`, sent as Basic authorization by nodeConnections), or a key
 * in its path or query.
 */

/** A node as errors, logs and metrics name it: its host (and port), nothing else of its address. */
export function nodeName(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'a node with an unreadable address';
  }
}

/**
 * A node's address as the signing pages are given it (their browsers call the nodes themselves):
 * without its user and password. A node that requires them fails in the browser, and the page
 * tries the next one; its path and query are the operator's to keep free of secrets (README).
 */
export function addressForBrowsers(url: string): string {
  const address = new URL(url);
  if (!address.username && !address.password) return url;
  address.username = '';
  address.password = '';
  return address.href;
}
