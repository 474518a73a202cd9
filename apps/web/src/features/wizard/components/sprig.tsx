/** A eucalyptus sprig in line art, the wizard's wedding flourish; purely decorative. */
export function Sprig({ className }: { className?: string }) {
  const leaves = [
    { x: 62, y: 40, r: -38 },
    { x: 40, y: 70, r: 32 },
    { x: 70, y: 102, r: -30 },
    { x: 44, y: 132, r: 38 },
    { x: 76, y: 166, r: -24 },
    { x: 52, y: 198, r: 30 },
    { x: 84, y: 230, r: -20 },
  ];
  return (
    <svg className={className} viewBox="0 0 120 280" aria-hidden="true" focusable="false">
      <path
        d="M58 8c-4 40 8 72 4 110s10 80 4 112 6 38 10 46"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      {leaves.map((leaf) => (
        <ellipse
          key={`${leaf.x}-${leaf.y}`}
          cx={leaf.x}
          cy={leaf.y}
          rx="15"
          ry="10.5"
          transform={`rotate(${leaf.r} ${leaf.x} ${leaf.y})`}
          fill="currentColor"
          fillOpacity="0.14"
          stroke="currentColor"
          strokeWidth="1.2"
        />
      ))}
    </svg>
  );
}
