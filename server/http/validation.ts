import { z, type ZodError, type ZodType } from 'zod';
import { AppError } from './errors';

export { fieldMessages } from '@/lib/validation/fieldMessages';

/** Parses input with a schema; a failure becomes a 400 listing each bad field. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationFailed(result.error);
  return result.data;
}

export class ValidationFailed extends AppError {
  constructor(readonly zodError: ZodError) {
    super(400, 'invalid_input', 'api.invalidInput');
  }
}
