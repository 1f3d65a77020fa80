import { useEffect, useState } from 'react';

/** The ZATCA simplified-invoice QR, drawn as SVG; `lean-qr` is loaded only here, in its own chunk. */
export default function ZatcaQr({ payload, label }: { payload: string; label: string }) {
  const [cells, setCells] = useState<{ size: number; on: Array<[number, number]> } | null>(null);
  useEffect(() => {
    let live = true;
    void import('lean-qr').then(({ generate }) => {
      if (!live) return;
      const code = generate(payload);
      const on: Array<[number, number]> = [];
      for (let y = 0; y < code.size; y += 1) for (let x = 0; x < code.size; x += 1) if (code.get(x, y)) on.push([x, y]);
      setCells({ size: code.size, on });
    });
    return () => {
      live = false;
    };
  }, [payload]);
  if (!cells) return null;
  const view = cells.size + 8;
  return (
    <svg role="img" aria-label={label} className="sf-zatca-qr" viewBox={`-4 -4 ${view} ${view}`} shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={view} height={view} fill="#fff" />
      <path d={cells.on.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join('')} fill="#000" />
    </svg>
  );
}
