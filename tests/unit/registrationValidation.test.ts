// src/features/register/validation.ts: self-registration rules, each mistake named at its field.
import { describe, expect, test } from 'vitest';
import { validateRegistration, type RegistrationForm } from '../../src/features/register/validation';

const valid: RegistrationForm = {
  organizationName: 'Acme Robotics',
  username: 'ada.lovelace-1_x',
  email: 'ada@acme.example',
  password: 'correct horse',
  passwordRepeat: 'correct horse',
};

/** The fields with an error, each error being a translatable message. */
function failing(form: Partial<RegistrationForm>, agreements = true): string[] {
  const errors = validateRegistration({ ...valid, ...form }, agreements);
  for (const [field, message] of Object.entries(errors)) {
    expect(message?.id, field).toEqual(expect.any(String));
    expect(message?.message, field).toEqual(expect.any(String));
    expect(message?.message?.length, field).toBeGreaterThan(0);
  }
  return Object.keys(errors).sort();
}

describe('validateRegistration', () => {
  test('a valid form has no errors', () => {
    expect(validateRegistration(valid, true)).toEqual({});
  });

  test('organisation name: 3 to 64 characters, surrounding spaces not counted', () => {
    expect(failing({ organizationName: 'ab' })).toEqual(['organizationName']);
    expect(failing({ organizationName: '  ab  ' })).toEqual(['organizationName']);
    expect(failing({ organizationName: 'abc' })).toEqual([]);
    expect(failing({ organizationName: 'a'.repeat(64) })).toEqual([]);
    expect(failing({ organizationName: 'a'.repeat(65) })).toEqual(['organizationName']);
  });

  test('username: 3 to 32 lower-case letters, digits, dots, dashes or underscores', () => {
    expect(failing({ username: 'ab' })).toEqual(['username']);
    expect(failing({ username: 'abc' })).toEqual([]);
    expect(failing({ username: 'a'.repeat(32) })).toEqual([]);
    expect(failing({ username: 'a'.repeat(33) })).toEqual(['username']);
    expect(failing({ username: 'Ada' })).toEqual(['username']);
    expect(failing({ username: 'ada lovelace' })).toEqual(['username']);
    expect(failing({ username: 'ada@acme' })).toEqual(['username']);
    expect(failing({ username: 'ada/acme' })).toEqual(['username']);
  });

  test('e-mail: name@domain.tld, surrounding spaces allowed', () => {
    expect(failing({ email: 'ada' })).toEqual(['email']);
    expect(failing({ email: 'ada@acme' })).toEqual(['email']);
    expect(failing({ email: 'ada @acme.example' })).toEqual(['email']);
    expect(failing({ email: '@acme.example' })).toEqual(['email']);
    expect(failing({ email: ' ada@acme.example ' })).toEqual([]);
  });

  test('password: at least 8 characters, repeated exactly', () => {
    expect(failing({ password: '1234567', passwordRepeat: '1234567' })).toEqual(['password']);
    expect(failing({ password: '12345678', passwordRepeat: '12345678' })).toEqual([]);
    expect(failing({ passwordRepeat: 'correct horse ' })).toEqual(['passwordRepeat']);
  });

  test('every agreement must be accepted', () => {
    expect(failing({}, false)).toEqual(['agreements']);
  });

  test('every mistake is named at once', () => {
    expect(failing({ organizationName: '', username: '', email: '', password: '', passwordRepeat: 'x' }, false)).toEqual([
      'agreements',
      'email',
      'organizationName',
      'password',
      'passwordRepeat',
      'username',
    ]);
  });
});
