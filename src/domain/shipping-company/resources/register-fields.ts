// Fields the shipping company's registers share.
import { z } from 'zod';
import { INTEGER_LIMIT } from '../../constants';

export const REGISTER_NAME_MAX = 120;

/** A name shown in lists and pick lists: one line of printable text. */
export const registerName = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(REGISTER_NAME_MAX, `Use no máximo ${REGISTER_NAME_MAX} caracteres`)
    // Control characters (line breaks included) have no place in a name shown on one line.
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Use apenas uma linha');

/** The position of a reason in the lists that offer it (spec section 3: sequence). */
export const sequence = z
  .number({ error: 'Informe a sequência' })
  .int('Informe uma sequência inteira')
  .min(0, 'A sequência vai de 0 a 2147483647')
  .max(INTEGER_LIMIT, 'A sequência vai de 0 a 2147483647');
