import { SOURCE_OF_INCOME_COMMENT_MIN_LENGTH } from '../../../domain/kyc-rules.js';
import { parseAmount } from '../../../domain/money.js';
import { useState } from 'react';
import { useElement } from '../../../platform/element.js';
import {
  checkboxSourceOfIncomeAnswerSchema,
  sourceOfIncomeAnswerSchema,
  submitSourceOfIncomeSectionRequestSchema,
  type KnownSection,
} from '../../../schemas/kyc.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { CheckboxField } from '../../../ui/form/checkbox-field.js';
import { CurrencyField } from '../../../ui/form/currency-field.js';
import { SectionActions, type SectionProps } from './common.js';
import { NoFieldOverrides, TextAreaField } from './fields.js';
import {
  issuesAt,
  issuesValidator,
  SectionForm,
  sectionValidationLogic,
  useDraftDefaults,
  useKeepDraft,
  type FormIssue,
} from './form-kit.js';

type SourceOfIncomeSectionData = Extract<KnownSection, { type: 'SOURCE_OF_INCOME' | 'SOURCE_OF_INCOME_CHECKBOX' }>;

interface Row {
  sourceId: string;
  requiresComment: boolean;
  checked: boolean;
  /** The amount in kroner, or null when none is typed. */
  amount: number | null;
  comment: string;
}
interface Values {
  answers: Row[];
}

/** Kroner and øre: spec 2 §5 takes decimals (comma, or the keypad's dot). */
const AMOUNT_DECIMALS = 2;

/** A draft kept before the amounts were kroner fields held the amount as typed text: read it as the field does. */
function upgradeRow(row: Row): Row {
  const amount: unknown = row.amount;
  return typeof amount === 'string' ? { ...row, amount: parseAmount(amount, { decimals: AMOUNT_DECIMALS }) } : row;
}

/**
 * «Du må velge minst ett alternativ», from the payload schema (its only rule on an empty list), shown
 * at the first source so the summary links to a control.
 */
const atLeastOne = (control: 'amount' | 'checked'): FormIssue[] =>
  issuesAt(submitSourceOfIncomeSectionRequestSchema, { answers: [] }, []).map((issue) => ({
    ...issue,
    path: ['answers', 0, control],
  }));

const commentOf = (row: Row) => (row.requiresComment ? row.comment : row.comment.trim() || null);
const amountOf = (row: Row) => row.amount ?? Number.NaN;

/**
 * Source of income (spec 2 §2, §3, §5): an amount per source (at least one), or the checkbox variant
 * (one box per source); sources that require it ask for a «Kommentar» of at least 4 characters. The
 * amounts are the kit's kroner fields, formatted the Norwegian way as they are typed (spec 2 §1:
 * «450 000,50 kr»; comma or dot decimals).
 */
export function SourceOfIncomeSection({ model, section, index }: SectionProps<SourceOfIncomeSectionData>) {
  const { t } = useElement().config;
  const checkbox = section.type === 'SOURCE_OF_INCOME_CHECKBOX';
  const saved = section.answers ?? [];
  const kept = useDraftDefaults<Values>(model, index, section, () => ({
    answers: section.questions.map((q): Row => {
      const answer = saved.find((a) => a.sourceId === q.sourceId);
      return {
        sourceId: q.sourceId,
        requiresComment: q.requiresComment,
        checked: answer !== undefined,
        amount: answer?.amount ?? null,
        comment: answer?.comment ?? '',
      };
    }),
  }));
  const [defaultValues] = useState<Values>(() => ({ ...kept, answers: kept.answers.map(upgradeRow) }));
  const form = useAppForm({
    formId: 'kyc',
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: (() => {
      const validator = issuesValidator<Values>((values) => {
        const chosen = values.answers.flatMap((row, i) =>
          (checkbox ? row.checked : row.amount !== null) ? [{ row, i }] : [],
        );
        if (chosen.length === 0) return atLeastOne(checkbox ? 'checked' : 'amount');
        return chosen.flatMap(({ row, i }) =>
          checkbox
            ? issuesAt(checkboxSourceOfIncomeAnswerSchema, { sourceId: row.sourceId, comment: commentOf(row) }, [
                'answers',
                i,
              ])
            : issuesAt(
                sourceOfIncomeAnswerSchema,
                { sourceId: row.sourceId, amount: amountOf(row), comment: commentOf(row), version: 1 },
                ['answers', i],
              ),
        );
      });
      return { onDynamic: validator };
    })(),
    onSubmit: async ({ value }) => {
      if (checkbox) {
        await model.submitCheckboxSourceOfIncome(index, {
          answers: value.answers.filter((r) => r.checked).map((r) => ({ sourceId: r.sourceId, comment: commentOf(r) })),
        });
      } else {
        await model.submitSourceOfIncome(index, {
          answers: value.answers
            .filter((r) => r.amount !== null)
            .map((r) => ({ sourceId: r.sourceId, amount: amountOf(r), comment: commentOf(r), version: 1 as const })),
        });
      }
    },
  });
  useKeepDraft(model, index, section, form);

  return (
    <SectionForm form={form}>
      {section.mainQuestion && <p className="kyc__question-text">{section.mainQuestion}</p>}
      <NoFieldOverrides>
        <fieldset className="ui-fieldset kyc__question">
          <legend className="visually-hidden">{section.mainQuestion ?? section.header ?? ''}</legend>
          {section.questions.map((question, i) => (
            <div key={question.sourceId} className="kyc__question">
              {checkbox ? (
                <form.AppField name={`answers[${i}].checked`}>
                  {() => <CheckboxField label={question.text} required={false} />}
                </form.AppField>
              ) : (
                <form.AppField name={`answers[${i}].amount`}>
                  {() => (
                    <CurrencyField
                      label={`${question.text}, ${t('kyc.income.amount').toLowerCase()}`}
                      required={false}
                      decimals={AMOUNT_DECIMALS}
                    />
                  )}
                </form.AppField>
              )}
              {question.requiresComment && (
                <form.Subscribe
                  selector={(state) =>
                    checkbox
                      ? state.values.answers[i]?.checked === true
                      : (state.values.answers[i]?.amount ?? null) !== null
                  }
                >
                  {(chosen) =>
                    chosen ? (
                      <form.AppField name={`answers[${i}].comment`}>
                        {() => (
                          <TextAreaField
                            label={`${t('kyc.income.comment')}: ${question.text}`}
                            hint={t('kyc.income.commentHint', { min: SOURCE_OF_INCOME_COMMENT_MIN_LENGTH })}
                          />
                        )}
                      </form.AppField>
                    ) : null
                  }
                </form.Subscribe>
              )}
            </div>
          ))}
        </fieldset>
      </NoFieldOverrides>
      <SectionActions model={model} index={index} />
    </SectionForm>
  );
}
