import { describe, expect, it } from 'vitest';
import { fieldLabel, firstMessages, readableFieldError } from './form-errors';

describe('form messages', () => {
  it('keeps the first message per field', () => {
    expect(
      firstMessages([
        { path: ['password'], message: 'Required' },
        { path: ['password'], message: 'Enter minimum of 6 characters' },
        { path: ['password_confirmation'], message: 'Should match password' },
        { path: [], message: 'ignored' },
      ]),
    ).toEqual({ password: 'Required', password_confirmation: 'Should match password' });
  });

  it('turns the API’s message fragments into sentences', () => {
    expect(readableFieldError('Email', 'has already been taken')).toBe('Email has already been taken');
    expect(readableFieldError('Current password', 'is invalid')).toBe('Current password is invalid');
    expect(readableFieldError('Email', 'Invalid email')).toBe('Invalid email');
    expect(readableFieldError('Email', undefined)).toBeUndefined();
  });

  it('names fields for people', () => {
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('email')).toBe('Email');
  });
});
