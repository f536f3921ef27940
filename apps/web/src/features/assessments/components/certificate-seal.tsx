/** Points of a star of `points` points between the radii, around (cx, cy), for an SVG polygon. */
function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** The certificate's seal: a rosette in the brand blue with a check. Decorative; its caption says what it is. */
export function CertificateSeal({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden data-testid="certificate-seal">
      <polygon points={starPoints(50, 50, 48, 42, 24)} fill="var(--mantine-color-blue-8)" />
      <circle cx="50" cy="50" r="36" fill="none" stroke="#fff" strokeWidth="1.5" strokeDasharray="2 3" />
      <circle cx="50" cy="50" r="30" fill="var(--mantine-color-blue-6)" />
      <path
        d="M36 51l9 9l19-20"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
