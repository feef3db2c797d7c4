// Fields the shipping company's registers share. Their messages are catalog ids (the platform's
// error.validation.* and lang/shipping-company's resource.register.error.*), read in each
// user's language.
import { z } from 'zod';
import { INTEGER_LIMIT } from '../../constants';

export const REGISTER_NAME_MAX = 120;

/** A name shown in lists and pick lists: one line of printable text; `required` is a catalog id. */
export const registerName = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(REGISTER_NAME_MAX, 'error.validation.tooLong')
    // Control characters (line breaks included) have no place in a name shown on one line.
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'error.validation.oneLine');

/** The position of a reason in the lists that offer it (spec section 3: sequence). */
export const sequence = z
  .number({ error: 'resource.register.error.sequence' })
  .int('resource.register.error.sequenceInteger')
  .min(0, 'resource.register.error.sequenceRange')
  .max(INTEGER_LIMIT, 'resource.register.error.sequenceRange');
