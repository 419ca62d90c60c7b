// The part of @ecency/bytebuffer (dhive's buffer, shipped without types) that serializing a transaction uses.
declare module '@ecency/bytebuffer' {
  class ByteBuffer {
    static readonly DEFAULT_CAPACITY: number;
    static readonly LITTLE_ENDIAN: boolean;
    constructor(capacity?: number, littleEndian?: boolean);
    flip(): this;
    // In Node the build returns a Buffer.
    toBuffer(): Buffer;
  }
  export = ByteBuffer;
}
