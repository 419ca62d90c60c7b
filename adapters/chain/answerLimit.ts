/**
 * The longest answer read from a node by default (HIVE_NODE_ANSWER_LIMIT), 32 MiB: the block
 * follower's biggest request, readBlock.ts's BLOCKS_PER_REQUEST (50) blocks in one batch, each at
 * mainnet's maximum_block_size today (65,536 bytes), in condenser_api JSON at up to 10 × a block's
 * binary size (hex signatures and ids, field names, escaped custom_json), is 31.25 MiB. If
 * witnesses raise the block size (up to 2 MiB) past it, a batch fails and the client reads one
 * block per request (DhiveChainClient.blocks). hostileNodes.spec.ts holds it to BLOCKS_PER_REQUEST.
 */
export const NODE_ANSWER_LIMIT = 32 * 1024 * 1024;
