import { describe, expect, it } from 'vitest';
import { freshCodeReloadWindowMs, isCodeLoadFailure, takeFreshCodeReload } from './fresh-code';

describe("a page whose code is gone from the server's build", () => {
  it("is told from other failures by the browsers' words for a failed import", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/media-page-Ab12.js',
      'error loading dynamically imported module: http://localhost/assets/media-page-Ab12.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/media-page-Ab12.css',
    ]) {
      expect(isCodeLoadFailure(new TypeError(message)), message).toBe(true);
    }
    expect(isCodeLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      false,
    );
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('is loaded afresh once, not again while the same page keeps failing', () => {
    const storage = window.sessionStorage;
    expect(takeFreshCodeReload('/media', 1_000, storage)).toBe(true);
    expect(takeFreshCodeReload('/media', 2_000, storage)).toBe(false);
    expect(takeFreshCodeReload('/talent/job-opportunities', 2_000, storage)).toBe(true);
    expect(takeFreshCodeReload('/media', 3_000 + freshCodeReloadWindowMs, storage)).toBe(true);
  });
});
