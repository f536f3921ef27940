/** The dark modules of a QR code, as qrcode's `create` gives them: a square of `size` × `size`. */
export interface QrModules {
  size: number;
  data: ArrayLike<number>;
}

/**
 * One SVG path drawing every dark module as a 1 × 1 square, with a quiet zone of `margin` modules
 * around it (scanners need it): the viewBox is `size + 2 × margin` wide.
 */
export function qrPath(modules: QrModules, margin = 2): string {
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.data[row * modules.size + column])
        squares.push(`M${column + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return squares.join('');
}
