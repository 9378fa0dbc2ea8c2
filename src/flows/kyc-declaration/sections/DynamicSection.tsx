import { useState } from 'react';
import { useElement } from '../../../platform/element.js';
import { KYC_MESSAGES } from '../../../domain/kyc-rules.js';
import { DYNAMIC_TEXT_AREA_MAX, dynamicFieldRule, isSupportedField } from '../../../schemas/kyc-dynamic.js';
import {
  answerTypeSchema,
  questionTypeSchema,
  submitDynamicSectionRequestSchema,
  type AnswerType,
  type DynamicAnswer,
  type DynamicField,
  type DynamicListAnswer,
  type DynamicSubQuestion,
  type KnownSection,
} from '../../../schemas/kyc.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { ChoiceField } from '../../../ui/form/choice-field.js';
import { SelectField } from '../../../ui/form/select-field.js';
import { TextField } from '../../../ui/form/text-field.js';
import { Button, Modal } from '../../../ui/index.js';
import { RowList } from './RowList.js';
import { SafeHtml } from '../../../ui/SafeHtml.js';
import { SectionActions, type SectionProps } from './common.js';
import { ChecklistField, TextAreaField } from './fields.js';
import {
  issuesValidator,
  newRowId,
  SectionForm,
  sectionValidationLogic,
  useDraftDefaults,
  useKeepDraft,
  type FormIssue,
} from './form-kit.js';

type DynamicSectionData = Extract<KnownSection, { type: 'DYNAMIC_QUESTIONS' }>;

interface Row {
  id: string;
  /** Came from the server: read-only and not removable. */
  locked: boolean;
  values: Record<string, string>;
}
interface QuestionValue {
  answer: string | null;
  rows: Row[];
  sub: Row[];
}
interface Values {
  q: Record<string, QuestionValue>;
}
/** The name of a question's rows or of its sub-question's rows. */
type RowsName = `q.${string}.rows` | `q.${string}.sub`;
/** The name of one field of a row. */
type RowFieldName = `${RowsName}[${number}].values.${string}`;

/** The question types this section answers; any other is shown as unsupported and not sent (spec 2 §8). */
const ANSWERED = new Set<string>(questionTypeSchema.options);
/** An answered question's answer type: its first listed one, else its own type (the same four values). */
const answerTypeOf = (question: { answerType: readonly string[]; type: string }): AnswerType =>
  answerTypeSchema.safeParse(question.answerType[0]).data ?? answerTypeSchema.parse(question.type);

const supported = isSupportedField;

const emptyRow = (fields: readonly DynamicField[]): Row => ({
  id: newRowId(),
  locked: false,
  values: Object.fromEntries(fields.filter(supported).map((f) => [f.code, ''])),
});
const savedRows = (rows: readonly DynamicListAnswer[] | null | undefined): Row[] =>
  (rows ?? []).map((row) => ({
    id: newRowId(),
    locked: true,
    values: Object.fromEntries(Object.entries(row).map(([code, value]) => [code, value ?? ''])),
  }));
const listAnswersOf = (fields: readonly DynamicField[], rows: readonly Row[]): DynamicListAnswer[] =>
  rows.map((row) =>
    Object.fromEntries(
      fields
        .filter(supported)
        .map((f) => [f.code, (row.values[f.code] ?? '').trim() === '' ? null : (row.values[f.code] ?? '').trim()]),
    ),
  );

function rowIssues(fields: readonly DynamicField[], rows: readonly Row[], prefix: string): FormIssue[] {
  return rows.flatMap((row, i) =>
    fields.filter(supported).flatMap((f) => {
      const message = dynamicFieldRule(f, row.values[f.code] ?? '');
      return message ? [{ message, path: [...prefix.split('.'), i, 'values', f.code] }] : [];
    }),
  );
}

/** A question or field of a type this section does not know: «text - type (UNSUPPORTED)» (spec 2 §8). */
function Unsupported({ item }: { item: { text: string; type: string } }) {
  const { t } = useElement().config;
  return <p className="kyc__muted">{t('kyc.dynamic.unsupported', { text: item.text, type: item.type })}</p>;
}

/** A question's help text in a modal (spec 2 §2 "help modals available"). */
function Help({ text, title }: { text: string; title: string }) {
  const { t } = useElement().config;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="tertiary-link"
        className="kyc__help"
        onClick={() => setOpen(true)}
        aria-label={`${t('kyc.dynamic.help')}: ${title}`}
      >
        {t('kyc.dynamic.help')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('kyc.dynamic.helpTitle')}>
        <p>
          <strong>{title}</strong>
        </p>
        <SafeHtml className="kyc__html" html={text} />
      </Modal>
    </>
  );
}

/**
 * Dynamic questions (spec 2 §2–§5): YES_NO (a yes reveals its sub-question), SINGLE, LIST
 * (repeatable rows: a first empty row at once, «Legg til», a remove button; rows from the server
 * read-only and not removable) and SIMPLE_LIST (tick at least one); the fields DROP_DOWN, AMOUNT,
 * INTEGER, STRING, CHOICE_YES_NO, TEXT_AREA, LIST and CHECKBOX_LIST; any other field type shows
 * «text - type (UNSUPPORTED)». The answers are saved with the section's index.
 */
export function DynamicSection({ model, section, index }: SectionProps<DynamicSectionData>) {
  const { t } = useElement().config;
  const saved = section.answers ?? [];
  const defaultValues = useDraftDefaults<Values>(model, index, section, () => ({
    q: Object.fromEntries(
      section.questions.map((question) => {
        const answer = saved.find((a) => a.questionId === question.id);
        const rows = savedRows(answer?.listAnswers);
        const value: QuestionValue = {
          answer: answer?.answer ?? null,
          rows:
            question.type === 'SIMPLE_LIST'
              ? rows.length > 0
                ? rows.map((r) => ({ ...r, locked: false }))
                : [emptyRow(question.fields)]
              : question.type === 'LIST'
                ? rows.length > 0
                  ? rows
                  : [emptyRow(question.fields)]
                : [],
          sub: question.subQuestion
            ? savedRows(answer?.subQuestion?.listAnswers).length > 0
              ? savedRows(answer?.subQuestion?.listAnswers)
              : [emptyRow(question.subQuestion.fields)]
            : [],
        };
        return [question.id, value];
      }),
    ),
  }));
  const form = useAppForm({
    formId: 'kyc',
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: {
      onDynamic: issuesValidator<Values>((v) =>
        section.questions.flatMap((question): FormIssue[] => {
          const value = v.q[question.id];
          if (!value) return [];
          const base = `q.${question.id}`;
          switch (question.type) {
            case 'YES_NO': {
              if (value.answer === null)
                return [{ message: KYC_MESSAGES.required, path: ['q', question.id, 'answer'] }];
              const sub = question.subQuestion;
              return value.answer === 'YES' && sub && ANSWERED.has(sub.type)
                ? rowIssues(sub.fields, value.sub, `${base}.sub`)
                : [];
            }
            case 'SINGLE':
              return value.answer === null
                ? [{ message: KYC_MESSAGES.required, path: ['q', question.id, 'answer'] }]
                : [];
            case 'SIMPLE_LIST':
            case 'LIST':
              return rowIssues(question.fields, value.rows, `${base}.rows`);
            default:
              return [];
          }
        }),
      ),
    },
    onSubmit: async ({ value: v }) => {
      const answered = section.questions.filter((question) => ANSWERED.has(question.type));
      const answers: DynamicAnswer[] = answered.map((question) => {
        const value = v.q[question.id] ?? { answer: null, rows: [], sub: [] };
        const type = answerTypeOf(question);
        const sub: DynamicSubQuestion | null | undefined = question.subQuestion;
        return {
          questionId: question.id,
          questionVersion: question.version,
          answer: question.type === 'YES_NO' || question.type === 'SINGLE' ? value.answer : null,
          answerType: type,
          subQuestion:
            question.type === 'YES_NO' && value.answer === 'YES' && sub && ANSWERED.has(sub.type)
              ? {
                  questionId: sub.id,
                  questionVersion: sub.version,
                  answer: null,
                  answerType: answerTypeOf(sub),
                  listAnswers: listAnswersOf(sub.fields, value.sub),
                }
              : null,
          listAnswers:
            question.type === 'LIST' || question.type === 'SIMPLE_LIST'
              ? listAnswersOf(question.fields, value.rows)
              : null,
        };
      });
      await model.submitDynamic(
        index,
        submitDynamicSectionRequestSchema.parse({ sectionIndex: index, answers }).answers,
      );
    },
  });
  useKeepDraft(model, index, section, form);
  const yesNo = [
    { value: 'YES', label: t('kyc.yes') },
    { value: 'NO', label: t('kyc.no') },
  ];
  const placeholder = t('kyc.select.placeholder');

  /** One field of a row, at `name` (`q.<id>.rows[<i>].values.<code>`). */
  const control = (field: DynamicField, name: RowFieldName, locked: boolean) => {
    const options = (field.options ?? []).map((o) => ({ value: o.value, label: o.text }));
    const input = (() => {
      switch (field.type) {
        case 'DROP_DOWN':
          return (
            <SelectField<string> label={field.text} disabled={locked} options={options} placeholder={placeholder} />
          );
        case 'AMOUNT':
        case 'INTEGER':
        case 'STRING':
          return <TextField label={field.text} disabled={locked} />;
        case 'TEXT_AREA':
          return (
            <TextAreaField
              label={field.text}
              disabled={locked}
              hint={t('kyc.dynamic.optionalMax', { max: DYNAMIC_TEXT_AREA_MAX })}
            />
          );
        case 'CHOICE_YES_NO':
          return <ChoiceField label={field.text} inline disabled={locked} options={yesNo} />;
        case 'LIST':
        case 'CHECKBOX_LIST':
          return (
            <ChecklistField<string>
              label={field.text}
              disabled={locked}
              options={options}
              checked={(value, option) => value.split(',').includes(option)}
              toggled={(value, option, on) => {
                const next = on ? [...value.split(','), option] : value.split(',').filter((c) => c !== option);
                return options
                  .map((o) => o.value)
                  .filter((v) => next.includes(v))
                  .join(',');
              }}
            />
          );
        default:
          return null;
      }
    })();
    return input ? (
      <form.AppField key={field.code} name={name}>
        {() => input}
      </form.AppField>
    ) : (
      <Unsupported key={field.code} item={field} />
    );
  };

  const rows = (fields: readonly DynamicField[], name: RowsName, repeatable: boolean) => (
    <form.Field name={name}>
      {(list) => {
        const value = list.state.value;
        return repeatable ? (
          <RowList
            rows={value}
            list
            addLabel={t('kyc.dynamic.add')}
            onAdd={() => list.pushValue(emptyRow(fields))}
            entry={(row, i) => (
              <>
                <div className="kyc__row-head">
                  <h4 className="kyc__row-title">{t('kyc.dynamic.row', { n: i + 1 })}</h4>
                  {!row.locked && (
                    <Button
                      variant="tertiary-link"
                      aria-label={t('kyc.dynamic.remove', { n: i + 1 })}
                      onClick={() => list.removeValue(i)}
                    >
                      {t('kyc.pep.remove')}
                    </Button>
                  )}
                </div>
                {row.locked && <p className="kyc__muted">{t('kyc.dynamic.locked')}</p>}
                {fields.map((field) => control(field, `${name}[${i}].values.${field.code}`, row.locked))}
              </>
            )}
          />
        ) : (
          <div className="kyc__question">
            {value.slice(0, 1).map((row) => (
              <div key={row.id} className="kyc__question">
                {fields.map((field) => control(field, `${name}[0].values.${field.code}`, false))}
              </div>
            ))}
          </div>
        );
      }}
    </form.Field>
  );

  return (
    <SectionForm form={form}>
      {section.questions.map((question) => {
        const name = `q.${question.id}` as const;
        return (
          <section key={question.id} className="kyc__question" aria-label={question.text}>
            {question.type === 'YES_NO' && (
              <form.AppField name={`${name}.answer`}>
                {() => <ChoiceField label={question.text} inline options={yesNo} />}
              </form.AppField>
            )}
            {question.type === 'SINGLE' && (
              <form.AppField name={`${name}.answer`}>
                {() => (
                  <ChoiceField
                    label={question.text}
                    options={(question.options ?? []).map((o) => ({ value: o.value, label: o.text }))}
                  />
                )}
              </form.AppField>
            )}
            {(question.type === 'LIST' || question.type === 'SIMPLE_LIST') && (
              <h3 className="kyc__subheading">{question.text}</h3>
            )}
            {!ANSWERED.has(question.type) && <Unsupported item={question} />}
            {question.helpText && <Help text={question.helpText} title={question.text} />}
            {question.type === 'LIST' && rows(question.fields, `${name}.rows`, true)}
            {question.type === 'SIMPLE_LIST' && rows(question.fields, `${name}.rows`, false)}
            {question.type === 'YES_NO' && question.subQuestion && (
              <form.Subscribe selector={(state) => state.values.q[question.id]?.answer === 'YES'}>
                {(yes) =>
                  yes && question.subQuestion ? (
                    <div className="kyc__question">
                      <h4 className="kyc__subheading">{question.subQuestion.text}</h4>
                      {question.subQuestion.helpText && (
                        <Help text={question.subQuestion.helpText} title={question.subQuestion.text} />
                      )}
                      {ANSWERED.has(question.subQuestion.type) ? (
                        rows(question.subQuestion.fields, `${name}.sub`, true)
                      ) : (
                        <Unsupported item={question.subQuestion} />
                      )}
                    </div>
                  ) : null
                }
              </form.Subscribe>
            )}
          </section>
        );
      })}
      <SectionActions model={model} index={index} errorText="kyc.save.error.dynamic" />
    </SectionForm>
  );
}
