/** Hive mainnet's chain id: what transactions are signed for unless configured otherwise. */
export const MAINNET_CHAIN_ID = 'beeab0de00000000000000000000000000000000000000000000000000000000';
