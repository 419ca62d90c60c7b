import { Asset, Types } from '@hiveio/dhive';
import type { Serializer, SignedTransaction } from '@hiveio/dhive';

/**
 * hived's HF26 binary serialization ("pack") of a transaction. It differs from the legacy pack
 * dhive writes only in assets: legacy writes the amount and an 8-byte symbol (precision and
 * "STEEM", "SBD" or "VESTS"), HF26 the amount and the 4-byte `asset_num`
 * (libraries/protocol/include/hive/protocol/asset_symbol.hpp, `pack`). So only the operations the
 * dev chain knows that carry assets are written here; every other one is dhive's.
 */

/** `((SMT_MAX_NAI + HIVE_NAI_x) << HIVE_NAI_SHIFT) | precision`, asset_symbol.hpp. */
const assetNum = (nai: number, precision: number) => ((99_999_999 + nai) * 32 + precision) >>> 0;
const ASSET_NUMS: Readonly<Record<string, number>> = {
  HBD: assetNum(1, 3),
  SBD: assetNum(1, 3),
  HIVE: assetNum(2, 3),
  STEEM: assetNum(2, 3),
  VESTS: assetNum(3, 6),
};

/** The part of dhive's ByteBuffer (typed from a package it does not ship) written here. */
interface Writer {
  writeInt64(value: number): void;
  writeUint32(value: number): void;
  writeVarint32(value: number): void;
}
const writer = (buffer: unknown) => buffer as Writer;

const Hf26Asset: Serializer = (buffer, data) => {
  const asset = Asset.from(data as string | Asset);
  const precision = asset.getPrecision();
  const num = ASSET_NUMS[asset.symbol];
  if (num === undefined) throw new Error(`no asset_num for ${asset.symbol}`);
  writer(buffer).writeInt64(Math.round(asset.amount * 10 ** precision));
  writer(buffer).writeUint32(num);
};

const operation =
  (id: number, fields: [string, Serializer][]): Serializer =>
  (buffer, data) => {
    writer(buffer).writeVarint32(id);
    Types.Object(fields)(buffer, data as Record<string, unknown>);
  };

/** Operation ids and fields as hived's operation.hpp and dhive's serializer have them. */
const WITH_ASSETS: Readonly<Record<string, Serializer>> = {
  transfer: operation(2, [
    ['from', Types.String],
    ['to', Types.String],
    ['amount', Hf26Asset],
    ['memo', Types.String],
  ]),
  comment_options: operation(19, [
    ['author', Types.String],
    ['permlink', Types.String],
    ['max_accepted_payout', Hf26Asset],
    ['percent_hbd', Types.UInt16],
    ['allow_votes', Types.Boolean],
    ['allow_curation_rewards', Types.Boolean],
    [
      'extensions',
      Types.Array(
        Types.StaticVariant([
          Types.Object([
            [
              'beneficiaries',
              Types.Array(
                Types.Object([
                  ['account', Types.String],
                  ['weight', Types.UInt16],
                ]),
              ),
            ],
          ]),
        ]),
      ),
    ],
  ]),
  claim_reward_balance: operation(39, [
    ['account', Types.String],
    ['reward_hive', Hf26Asset],
    ['reward_hbd', Hf26Asset],
    ['reward_vests', Hf26Asset],
  ]),
};

/** True when the HF26 and legacy packs of these operations differ (they carry assets). */
export function packsDiffer(operations: readonly [string, unknown][]): boolean {
  return operations.some(([name]) => Object.hasOwn(WITH_ASSETS, name));
}

const Hf26Operation: Serializer = (buffer, data) => {
  const [name, body] = data as [string, unknown];
  const own = WITH_ASSETS[name];
  if (own) own(buffer, body);
  else Types.Operation(buffer, data as Parameters<typeof Types.Operation>[1]);
};

/** Writes `transaction` (without signatures) in the HF26 pack, as Types.Transaction writes the legacy one. */
export const Hf26Transaction: (
  buffer: Parameters<Serializer>[0],
  transaction: SignedTransaction,
) => void = Types.Object([
  ['ref_block_num', Types.UInt16],
  ['ref_block_prefix', Types.UInt32],
  ['expiration', Types.Date],
  ['operations', Types.Array(Hf26Operation)],
  ['extensions', Types.Array(Types.String)],
]);
