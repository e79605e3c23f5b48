import { describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  DEFAULT_PASSWORD_POLICY,
  passwordProblem,
  passwordTooShortMessage,
} from '../password-policy';

describe('passwordProblem', () => {
  it('refuses a password under the minimum, naming the minimum', () => {
    expect(passwordProblem('12345', DEFAULT_PASSWORD_POLICY)).toBe(
      'Password should be at least 6 characters',
    );
    expect(passwordProblem('1234567', { minPasswordLength: 8 })).toBe(passwordTooShortMessage(8));
  });

  it('accepts a password of the minimum length or longer', () => {
    expect(passwordProblem('123456', DEFAULT_PASSWORD_POLICY)).toBeUndefined();
    expect(passwordProblem('correct-horse', { minPasswordLength: 8 })).toBeUndefined();
  });
});

describe('confirmationProblem', () => {
  it('refuses a repeated password that differs, an empty one included', () => {
    expect(confirmationProblem('correct-horse', 'correct-hose')).toBe('Passwords do not match');
    expect(confirmationProblem('correct-horse', '')).toBe('Passwords do not match');
    expect(confirmationProblem('correct-horse', 'correct-horse')).toBeUndefined();
  });
});
