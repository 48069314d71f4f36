import type { PayoutProblem } from '../../domain/validation';

/** A 409 body for one of spec section 8's problems: `{error, title, description}`. */
export function problemBody(problem: PayoutProblem) {
  return { error: `${problem.title}: ${problem.description}`, ...problem };
}
