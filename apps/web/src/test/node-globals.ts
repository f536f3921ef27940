import * as streams from 'node:stream/web';

/**
 * Vitest's `vmThreads` pool draws each test file in a fresh window of a jsdom made once per worker,
 * and that window carries only what jsdom and Vitest give it. MSW (and `fetch` bodies) need the
 * stream classes a browser has; they come from Node, before any test module loads.
 */
const streamClasses = {
  ReadableStream: streams.ReadableStream,
  WritableStream: streams.WritableStream,
  TransformStream: streams.TransformStream,
  TextEncoderStream: streams.TextEncoderStream,
  TextDecoderStream: streams.TextDecoderStream,
  ByteLengthQueuingStrategy: streams.ByteLengthQueuingStrategy,
  CountQueuingStrategy: streams.CountQueuingStrategy,
};
for (const [name, value] of Object.entries(streamClasses)) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}
