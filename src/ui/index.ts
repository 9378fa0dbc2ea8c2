/**
 * The shared UI kit: React components every flow renders inside its element (they read texts through
 * `useElement()`, so render them under an element root made by `createElementClass`). Their styles are
 * in the base sheet every element adopts (`uiCss`, class names `ui-*`).
 *
 * @packageDocumentation
 */
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './Button.js';
export { Field, type FieldProps, type FieldControlProps } from './Field.js';
export { TextInput, type TextInputProps } from './TextInput.js';
export { CurrencyInput, type CurrencyInputProps } from './CurrencyInput.js';
export { Select, type SelectProps, type Option } from './Select.js';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.js';
export { Checkbox, type CheckboxProps } from './Checkbox.js';
export { Modal, type ModalProps } from './Modal.js';
export { InfoBox, type InfoBoxProps, type InfoBoxVariant } from './InfoBox.js';
export { Label, LABEL_TYPES, type LabelProps, type LabelType } from './Label.js';
export { Loader, loaderThemeOn, type LoaderProps, type LoaderTheme } from './Loader.js';
export { Expand, type ExpandProps } from './Expand.js';
export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './ErrorSummary.js';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './Icon.js';
export { lazyPart, useFetchAhead, type LazyPart } from './LazyPart.js';
export { usePartAhead } from './use-part-ahead.js';
export { usePreloadNext } from './use-preload.js';
export { NavLink, type NavLinkProps } from './NavLink.js';
export {
  StepIndicator,
  StepsAccordion,
  useStepFocus,
  type StepIndicatorProps,
  type StepsAccordionProps,
  type AccordionStep,
} from './Steps.js';
export { useFocusOnMount, useFocusOnChange } from './focus.js';
export { useFocusIfDropped, useStepKeepsFocus } from './focus-dropped.js';
export { ErrorScreen, preloadErrorScreen } from './error-screen-part.js';
export type { ErrorScreenProps } from './ErrorScreen.js';
export { firstError } from './form-errors.js';
export {
  ERROR_SCREENS,
  ERROR_CODE_SCREENS,
  errorScreenFor,
  carriedScreenFor,
  errorDetails,
  errorMessageFor,
  resolveErrorScreen,
  type ErrorScreenId,
  type ErrorScreenTexts,
  type ErrorScreenResult,
  type ErrorScreenOptions,
  type ErrorPresentation,
  type ErrorDetails,
  type ResolvedErrorScreen,
} from './error-catalogue.js';
