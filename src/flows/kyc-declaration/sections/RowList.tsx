import { useSelector } from '../../../ui/form/library.js';
import { useRef, useState, type ReactNode } from 'react';
import { useElement } from '../../../platform/element.js';
import { withFieldGroup } from '../../../ui/form/field-group.js';
import { YesNoField } from '../../../ui/form/yes-no-field.js';
import { Button, useFocusIfDropped } from '../../../ui/index.js';

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
 * The rows of a repeated group: a list of their own (a section's, with `footer` under it), or blocks inside
 * a beneficial owner's row (after an optional note), then the «Legg til» button. A row removed with the
 * focus in it (its «Fjern») gives the focus to «Legg til» (decision 0117, row 11), the next control after
 * the list, so a keyboard customer is not sent back to the top of the page.
 */
export function RowList<R extends { id: string }>({
  rows,
  list,
  entry,
  addLabel,
  onAdd,
  note,
  footer,
}: {
  rows: readonly R[];
  list: boolean;
  entry: (row: R, i: number) => ReactNode;
  addLabel: string;
  onAdd: () => void;
  note?: string | undefined;
  footer?: ReactNode;
}) {
  // Every row element the list has rendered: the focus's last path tells whether it was in one of them,
  // now gone.
  const [rendered] = useState(() => new WeakSet<EventTarget>());
  const seen = (element: HTMLElement | null) => {
    if (element) rendered.add(element);
  };
  const addButton = useRef<HTMLButtonElement>(null);
  useFocusIfDropped(addButton, (node) => rendered.has(node) && node instanceof Node && !node.isConnected);
  const add = (
    <Button ref={addButton} variant="secondary" onClick={onAdd}>
      {addLabel}
    </Button>
  );
  if (!list) {
    return (
      <>
        {note && <p className="kyc__muted">{note}</p>}
        {rows.map((row, i) => (
          <div key={row.id} ref={seen} className="kyc__row">
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
          <li key={row.id} ref={seen} className="kyc__row">
            {entry(row, i)}
          </li>
        ))}
      </ol>
      {footer}
      {add}
    </div>
  );
}

/** Props of {@link QuestionGroup}. */
interface QuestionProps {
  legend: string;
  hint?: string | undefined;
  /** Shown above the rows (a beneficial owner's). */
  note?: string | undefined;
  /** The yes/no cannot be changed (a saved row exists). */
  locked: boolean;
  /** How many rows always remain (no remove button at or below it). */
  keep: number;
  /** The rows as a list of their own (a section's), or as blocks inside a beneficial owner's row. */
  list: boolean;
  addLabel: string;
  /** A new, empty row. */
  newRow: () => { id: string };
  /** Row `i` of the group's `rows`, with its remove action while more than `keep` remain. */
  entry: (i: number, onRemove: (() => void) | undefined) => ReactNode;
}
const questionProps = (): QuestionProps => ({
  legend: '',
  locked: false,
  keep: 0,
  list: true,
  addLabel: '',
  newRow: () => ({ id: '' }),
  entry: () => null,
});

/**
 * A yes/no question whose yes asks for rows (PEP, RCA, tax residence; spec 2 §4): on yes a first row
 * is added at once, «Legg til» adds more, each removable while more than `keep` remain. The kind's
 * group (PepRcaQuestionGroup, TaxQuestionGroup) gives its rows, texts and new row.
 */
export const QuestionGroup = withFieldGroup({
  defaultValues: noQuestion<{ id: string }>(),
  props: questionProps(),
  render: function Question({ group, legend, hint, note, locked, keep, list, addLabel, newRow, entry }) {
    const { t } = useElement().config;
    const rows = useSelector(group.store, (state) => state.values.rows);
    return (
      <>
        <group.AppField
          name="answer"
          listeners={{
            onChange: ({ value }) => {
              if (value === true && group.getFieldValue('rows').length === 0) group.pushFieldValue('rows', newRow());
            },
          }}
        >
          {() => (
            <YesNoField
              label={legend}
              {...(hint ? { hint } : {})}
              disabled={locked}
              yes={t('kyc.yes')}
              no={t('kyc.no')}
            />
          )}
        </group.AppField>
        <group.Subscribe selector={(state) => state.values.answer === true}>
          {(yes) =>
            yes ? (
              <RowList
                rows={rows}
                list={list}
                note={note}
                addLabel={addLabel}
                onAdd={() => group.pushFieldValue('rows', newRow())}
                entry={(_row, i) =>
                  entry(i, rows.length > keep ? () => void group.removeFieldValue('rows', i) : undefined)
                }
              />
            ) : null
          }
        </group.Subscribe>
      </>
    );
  },
});
