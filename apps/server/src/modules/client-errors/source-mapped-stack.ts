import { readFile } from 'node:fs/promises';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { join } from 'node:path';

/** A built file's place in a stack: `http://host/assets/page-Ab12.js:1:2345` (Chromium, Firefox, Safari). */
const builtPlace = /https?:\/\/[^\s()]+?\/assets\/([\w-]+(?:\.[\w-]+)*\.js):(\d+):(\d+)/g;

/** Reads a built file's source map, or nothing when that build is not the one served. */
export type SourceMapOf = (file: string) => Promise<SourceMap | undefined>;

/** The source maps next to the served build's files, each read once. */
export function sourceMapsIn(dist: string): SourceMapOf {
  const read = new Map<string, Promise<SourceMap | undefined>>();
  return (file) => {
    let map = read.get(file);
    if (map === undefined) {
      map = readFile(join(dist, 'assets', `${file}.map`), 'utf8').then(
        (text) => new SourceMap(JSON.parse(text) as SourceMapPayload),
        () => undefined,
      );
      // Only maps that exist stay: a report naming made-up files must not grow the cache.
      void map.then((found) => {
        if (found === undefined) read.delete(file);
      });
      read.set(file, map);
    }
    return map;
  };
}

/** `../../src/app/x.tsx` as `src/app/x.tsx`: the map's paths are relative to the built file. */
function sourcePath(source: string): string {
  return source.replace(/^(\.\.\/)+/, '').replace(/^webpack:\/\/\//, '');
}

/**
 * The stack with each built file's place replaced by its place in the sources, where the served
 * build has the map (the file names carry a content hash, so a map found is the right one). Places
 * it cannot map stay as they were.
 */
export async function sourceMappedStack(stack: string, mapOf: SourceMapOf): Promise<string> {
  const places = [...stack.matchAll(builtPlace)];
  const mapped = await Promise.all(
    places.map(async ([place, file, line, column]) => {
      const map = await mapOf(file as string);
      const entry = map?.findEntry(Number(line) - 1, Number(column) - 1);
      if (entry === undefined || !('originalSource' in entry)) return place;
      return `${sourcePath(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    }),
  );
  let index = 0;
  return stack.replace(builtPlace, () => mapped[index++] as string);
}
