// heic-decode ships no types; this is the one call the guests' photos use (decoding an iPhone's HEVC HEIC).
declare module 'heic-decode' {
  function decode(input: {
    buffer: Uint8Array;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  export default decode;
}
