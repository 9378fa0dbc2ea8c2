import { useContext } from 'react';
import { useFocusIfDropped } from '../../../ui/index.js';
import { SectionHeading } from './common.js';

/**
 * Keeps the focus in the declaration when a section's own change takes away the control that had it
 * (decision 0117, row 10): «Prøv igjen» gives way to a loader, and the loader to the section's form. The
 * section's heading takes it, as when the section opens. Call it in a section that can swap its own
 * controls, before any early return.
 */
export function useSectionKeepsFocus(): void {
  useFocusIfDropped(useContext(SectionHeading));
}
