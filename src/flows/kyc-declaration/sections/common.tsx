import { useSignals } from '@preact/signals-react/runtime';
import { createContext, type ReactNode, type RefObject } from 'react';
import { ServiceError } from '../../../api/service-error.js';
import { useElement } from '../../../platform/element.js';
import type { TextKey } from '../../../texts/nb.js';
import { Button, InfoBox } from '../../../ui/index.js';
import type { KycDeclarationModel } from '../kyc-declaration.model.js';

/** What every section component gets. */
export interface SectionProps<S> {
  model: KycDeclarationModel;
  section: S;
  /** The section's index in the form. */
  index: number;
}

/** The heading of the section shown (the declaration's), for a section that takes the focus away. */
export const SectionHeading = createContext<RefObject<HTMLElement | null>>({ current: null });

/**
 * What the declaration or a section shows when what it needs could not be read (the form, its lists, the
 * summary): the text, under its title if given, and its «Prøv igjen».
 */
export function ReadFailed({
  title,
  text,
  retry,
  onRetry,
}: {
  title?: string;
  text: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div className="kyc__failure">
      <InfoBox variant="error" title={title}>
        <p>{text}</p>
      </InfoBox>
      <Button variant="secondary" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

/** The reference (RCID) of a failed call, for the customer to quote to the bank. */
export function referenceOf(error: unknown): string {
  return error instanceof ServiceError ? (error.correlationId ?? '') : '';
}

/**
 * The section's save failure (spec 2 §8): the section's own text, announced when it appears. The
 * customer's answers stay in the form.
 */
export function SaveError({ error, text }: { error: unknown; text?: TextKey | undefined }) {
  const { t } = useElement().config;
  const rcid = referenceOf(error);
  return (
    <InfoBox variant="error" title={text ? undefined : t('kyc.save.error.title')}>
      <p>{text ? t(text) : t('kyc.save.error.text', { rcid: rcid || '–' })}</p>
      {text && rcid && <p>{t('kyc.reference', { rcid })}</p>}
    </InfoBox>
  );
}

/** Props of {@link SectionActions}. */
export interface SectionActionsProps {
  model: KycDeclarationModel;
  index: number;
  /** The error text of this section's save (spec 2 §8); default the generic «Noe gikk galt!» text. */
  errorText?: TextKey;
  /** Text of the button; default «Neste». */
  label?: string;
  /** `submit` inside a form (default), or `button` with `onClick`. */
  onClick?: () => void;
  /** The section shows its own failure text (the countries' retry message). */
  hideError?: boolean;
  /**
   * The section's answer is not valid yet (spec 2 §2 confirmation block: «Neste» enabled only with a
   * valid answer): the button is shown and announced as unavailable (`aria-disabled`) but stays
   * focusable, and pressing it shows what is missing instead of sending anything.
   */
  blocked?: boolean;
  children?: ReactNode;
}

/**
 * «Neste» of a section with its busy state (one request however often it is pressed) and, after a
 * failed save, the section's error text above it.
 */
export function SectionActions({
  model,
  index,
  errorText,
  label,
  onClick,
  hideError,
  blocked,
  children,
}: SectionActionsProps) {
  useSignals();
  const { t } = useElement().config;
  const save = model.saveOf(index);
  const completing = model.outcome.value.status === 'completing';
  return (
    <div className="kyc__actions">
      {save.status === 'error' && !hideError && <SaveError error={save.error} text={errorText} />}
      {children}
      <Button
        type={onClick ? 'button' : 'submit'}
        {...(onClick ? { onClick } : {})}
        busy={save.status === 'submitting' || completing}
        busyLabel={t('kyc.saving')}
        {...(blocked && save.status !== 'submitting' && !completing
          ? { 'aria-disabled': true, className: 'kyc__blocked' }
          : {})}
      >
        {label ?? t('kyc.next')}
      </Button>
    </div>
  );
}
