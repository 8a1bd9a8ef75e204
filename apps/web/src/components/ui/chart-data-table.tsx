/** One drawn value: its label (a day, a category) and the number. */
export type ChartDatum = { key?: string; label: string; value: number };

/**
 * A chart's numbers for screen readers: the drawing is hidden from them, and this visually
 * hidden table, named by the chart's title, carries every value instead.
 */
export function ChartDataTable({
  titleId,
  data,
  labelName,
  valueName,
  formatValue,
}: {
  titleId: string;
  data: ChartDatum[];
  labelName: string;
  valueName: string;
  formatValue: (value: number) => string;
}) {
  return (
    <table className="sr-only" aria-labelledby={titleId}>
      <thead>
        <tr>
          <th scope="col">{labelName}</th>
          <th scope="col">{valueName}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.key ?? datum.label}>
            <th scope="row">{datum.label}</th>
            <td>{formatValue(datum.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
