/** A table's head: one row of column headers, in order, each with the table's header class. */
export function ColumnHeads({
  names,
  className,
}: {
  names: readonly string[];
  className?: string;
}) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={className}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
