/** The national identity number as a schema; a module of its own, so that only the elements that check one bundle the check (decision 0014). */
import * as z from 'zod/mini';
import { validateNationalId } from '../domain/national-id.js';
import { NATIONAL_ID } from '../texts/nb/validation/common.js';

/** A valid Norwegian national identity number (spec 1 §5). */
export const nationalId = z.string().check(z.refine((value) => validateNationalId(value).valid, NATIONAL_ID));
