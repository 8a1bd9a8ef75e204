/** One drawn value: its label (a day, a category) and the number. */
export type ChartDatum = { key?: string; label: string; value: number };

/** A column of a chart's hidden table: its heading and one written value a row. */
export type ChartColumn = { name: string; values: readonly string[] };

/**
 * A chart's numbers for screen readers: the drawing is hidden from them, and this visually
 * hidden table, named by the chart's title, carries every value instead: a row a label (a day,
 * a category), a column a series.
 */
export function SeriesDataTable({
  titleId,
  labels,
  labelName,
  columns,
}: {
  titleId: string;
  labels: readonly { key?: string; label: string }[];
  labelName: string;
  columns: readonly ChartColumn[];
}) {
  return (
    <table className="sr-only" aria-labelledby={titleId}>
      <thead>
        <tr>
          <th scope="col">{labelName}</th>
          {columns.map((column) => (
            <th key={column.name} scope="col">
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((row, index) => (
          <tr key={row.key ?? row.label}>
            <th scope="row">{row.label}</th>
            {columns.map((column) => (
              <td key={column.name}>{column.values[index]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A one-series chart's hidden table: a label and its value a row. */
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
    <SeriesDataTable
      titleId={titleId}
      labels={data}
      labelName={labelName}
      columns={[{ name: valueName, values: data.map((datum) => formatValue(datum.value)) }]}
    />
  );
}
