import type { ReactNode } from 'react';
import { Button } from '../../../ui/index.js';

/** A yes/no question with the rows a yes asks for (the values of a question group). */
export interface QuestionValues<R> {
  answer: boolean | null;
  rows: R[];
}

/** A question not answered yet, without rows. */
export function noQuestion<R>(): QuestionValues<R> {
  return { answer: null, rows: [] };
}

/**
 * The rows of a repeated group after a yes: a list of their own (a section's), or blocks inside a
 * beneficial owner's row (after an optional note), then the «Legg til» button.
 */
export function RowList<R extends { id: string }>({
  rows,
  list,
  entry,
  addLabel,
  onAdd,
  note,
}: {
  rows: readonly R[];
  list: boolean;
  entry: (row: R, i: number) => ReactNode;
  addLabel: string;
  onAdd: () => void;
  note?: string | undefined;
}) {
  const add = (
    <Button variant="secondary" onClick={onAdd}>
      {addLabel}
    </Button>
  );
  if (!list) {
    return (
      <>
        {note && <p className="kyc__muted">{note}</p>}
        {rows.map((row, i) => (
          <div key={row.id} className="kyc__row">
            {entry(row, i)}
          </div>
        ))}
        {add}
      </>
    );
  }
  return (
    <div className="kyc__question">
      <ol className="kyc__rows">
        {rows.map((row, i) => (
          <li key={row.id} className="kyc__row">
            {entry(row, i)}
          </li>
        ))}
      </ol>
      {add}
    </div>
  );
}
