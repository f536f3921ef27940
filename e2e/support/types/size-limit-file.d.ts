/**
 * @size-limit/file ships no types. Its default export is the plugin list size-limit's own types
 * expect (they name each plugin a function, whatever it is).
 */
declare module '@size-limit/file' {
  const filePlugin: Array<(...args: unknown[]) => unknown>;
  export default filePlugin;
}
