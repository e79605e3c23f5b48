import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { applyFieldErrors, serverFieldErrors } from '../field-errors';

const refused = (fields: Record<string, string>) =>
  new ApiError('Request failed with status code 400', 400, 'BAD_REQUEST', 'postcode: Invalid', { fields });

describe('the server field errors', () => {
  it("picks the form's own fields from the error's details, nothing from its message", () => {
    const error = refused({ postcode: 'Invalid postal code', 'items.0.quantity': 'Too big' });
    expect(serverFieldErrors(error, ['postcode', 'city'])).toEqual({ postcode: 'Invalid postal code' });
    // The message names a field, but only details count.
    expect(serverFieldErrors(refused({}), ['postcode'])).toEqual({});
    expect(serverFieldErrors(new Error('postcode: Invalid'), ['postcode'])).toEqual({});
  });

  it('sets each on the form, focusing the first, and says whether there were any', () => {
    const setError = vi.fn();
    const error = refused({ phone1: 'Too short', postcode: 'Invalid postal code' });
    expect(applyFieldErrors({ setError }, error, ['postcode', 'phone1'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['postcode', { type: 'server', message: 'Invalid postal code' }, { shouldFocus: true }],
      ['phone1', { type: 'server', message: 'Too short' }, { shouldFocus: false }],
    ]);
    const none = vi.fn();
    expect(
      applyFieldErrors({ setError: none }, new ApiError('Network Error', null, 'NETWORK_ERROR'), [
        'postcode',
      ]),
    ).toBe(false);
    expect(none).not.toHaveBeenCalled();
  });
});
