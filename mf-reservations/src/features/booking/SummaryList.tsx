/** A reservation's summary: each row a label and its value. */
export function SummaryList({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="rsv-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
