import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../domain/fields';
import {
  forgotPasswordSchema,
  loginSchema,
  passwordSchema,
  registerFormSchema,
  registerRequestSchema,
  resendVerificationSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './auth';

const validLogin = { email: 'acheteur@exemple.cd', motDePasse: 'secret1' };
const validRegister = {
  nom: 'Jean Mukendi',
  email: 'jean@exemple.cd',
  telephone: '+243812345678',
  motDePasse: 'Parcelle2026',
  confirmation: 'Parcelle2026',
  accepteConditions: true,
};

describe('loginSchema', () => {
  it('accepts valid credentials, trimming the e-mail only', () => {
    expect(loginSchema.parse({ ...validLogin, email: '  Acheteur@Exemple.cd ', rememberMe: true })).toEqual({
      email: 'Acheteur@Exemple.cd',
      motDePasse: 'secret1',
      rememberMe: true,
    });
  });

  it.each([
    ['missing e-mail', { motDePasse: 'secret1' }, { email: ["L'adresse email est requise"] }],
    ['null e-mail', { ...validLogin, email: null }, { email: ["L'adresse email est requise"] }],
    ['blank e-mail', { ...validLogin, email: '   ' }, { email: ["L'adresse email est requise"] }],
    ['numeric e-mail', { ...validLogin, email: 42 }, { email: ["L'adresse email est requise"] }],
    ['e-mail without domain', { ...validLogin, email: 'jean@' }, { email: ['Adresse email invalide'] }],
    ['e-mail without dot', { ...validLogin, email: 'jean@exemple' }, { email: ['Adresse email invalide'] }],
    [
      'e-mail with a space',
      { ...validLogin, email: 'je an@exemple.cd' },
      { email: ['Adresse email invalide'] },
    ],
    ['missing password', { email: validLogin.email }, { motDePasse: ['Le mot de passe est requis'] }],
    ['empty password', { ...validLogin, motDePasse: '' }, { motDePasse: ['Le mot de passe est requis'] }],
    [
      'blank password',
      { ...validLogin, motDePasse: '      ' },
      { motDePasse: ['Le mot de passe est requis'] },
    ],
    [
      'short password',
      { ...validLogin, motDePasse: '12345' },
      { motDePasse: ['Le mot de passe doit contenir au moins 6 caractères'] },
    ],
    [
      'everything missing',
      {},
      { email: ["L'adresse email est requise"], motDePasse: ['Le mot de passe est requis'] },
    ],
  ])('%s', (_case, input, expected) => {
    expect(fieldErrors(loginSchema.safeParse(input).error)).toEqual(expected);
  });

  it('falls back to false for a malformed remember-me flag', () => {
    expect(loginSchema.parse({ ...validLogin, rememberMe: 'oui' }).rememberMe).toBe(false);
  });
});

describe('passwordSchema (registration strength)', () => {
  it.each([
    ['', 'Le mot de passe est requis'],
    ['Abc1', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['abcdefg1', 'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre'],
    ['ABCDEFG1', 'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre'],
    ['Abcdefgh', 'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre'],
  ])('%j reads %s', (password, message) => {
    expect(fieldErrors(passwordSchema.safeParse(password).error)).toEqual({ '': [message] });
  });

  it.each([['Abcdefg1'], ['Éléphant9'], [' Espace 2026 ']])('accepts %j unchanged', (password) => {
    expect(passwordSchema.parse(password)).toBe(password);
  });
});

describe('registerFormSchema', () => {
  it('accepts a valid form and keeps the name as typed', () => {
    expect(registerFormSchema.parse({ ...validRegister, nom: ' Jean Mukendi ' })).toEqual({
      ...validRegister,
      nom: ' Jean Mukendi ',
    });
  });

  it.each([
    ['missing name', { nom: undefined }, { nom: ['Le nom complet est requis'] }],
    ['blank name', { nom: '  ' }, { nom: ['Le nom complet est requis'] }],
    ['short name', { nom: 'J' }, { nom: ['Le nom doit contenir au moins 2 caractères'] }],
    ['long name', { nom: 'J'.repeat(51) }, { nom: ['Le nom ne peut pas dépasser 50 caractères'] }],
    ['bad e-mail', { email: 'jean' }, { email: ['Adresse email invalide'] }],
    ['missing phone', { telephone: '' }, { telephone: ['Le numéro de téléphone est requis'] }],
    ['malformed phone', { telephone: '+243 abc' }, { telephone: ['Numéro de téléphone invalide'] }],
    [
      'weak password, which then also differs',
      { motDePasse: 'faible', confirmation: 'Parcelle2026' },
      {
        motDePasse: ['Le mot de passe doit contenir au moins 8 caractères'],
        confirmation: ['Les mots de passe ne correspondent pas'],
      },
    ],
    [
      'missing confirmation',
      { confirmation: '' },
      { confirmation: ['Veuillez confirmer votre mot de passe'] },
    ],
    [
      'different confirmation',
      { confirmation: 'Parcelle2027' },
      { confirmation: ['Les mots de passe ne correspondent pas'] },
    ],
    [
      'terms not accepted',
      { accepteConditions: false },
      { accepteConditions: ["Vous devez accepter les conditions d'utilisation"] },
    ],
    [
      'terms missing',
      { accepteConditions: undefined },
      { accepteConditions: ["Vous devez accepter les conditions d'utilisation"] },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(fieldErrors(registerFormSchema.safeParse({ ...validRegister, ...overrides }).error)).toEqual(
      expected,
    );
  });

  it('still reports a mismatch while another field fails', () => {
    const result = registerFormSchema.safeParse({ ...validRegister, nom: '', confirmation: 'Autre2026' });
    expect(fieldErrors(result.error)).toEqual({
      nom: ['Le nom complet est requis'],
      confirmation: ['Les mots de passe ne correspondent pas'],
    });
  });
});

describe('registration request', () => {
  it('validates the payload with the same rules', () => {
    expect(fieldErrors(registerRequestSchema.safeParse({}).error)).toEqual({
      nom: ['Le nom complet est requis'],
      email: ["L'adresse email est requise"],
      telephone: ['Le numéro de téléphone est requis'],
      motDePasse: ['Le mot de passe est requis'],
    });
  });
});

describe('e-mail only requests', () => {
  it.each([
    ['forgot password', forgotPasswordSchema],
    ['resend verification', resendVerificationSchema],
  ])('%s requires a valid address', (_name, schema) => {
    expect(fieldErrors(schema.safeParse({}).error)).toEqual({ email: ["L'adresse email est requise"] });
    expect(fieldErrors(schema.safeParse({ email: 'x@y' }).error)).toEqual({
      email: ['Adresse email invalide'],
    });
    expect(schema.parse({ email: ' x@y.cd ' })).toEqual({ email: 'x@y.cd' });
  });
});

describe('tokens', () => {
  it.each([[{}], [{ token: '' }], [{ token: null }]])(
    'verify-email %j reads the invalid-link message',
    (input) => {
      expect(fieldErrors(verifyEmailSchema.safeParse(input).error)).toEqual({
        token: ['Lien de vérification invalide ou expiré.'],
      });
    },
  );

  it('reset-password requires a token and a strong password', () => {
    expect(fieldErrors(resetPasswordSchema.safeParse({ motDePasse: 'abc' }).error)).toEqual({
      token: ['Lien de réinitialisation invalide ou expiré.'],
      motDePasse: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
    expect(resetPasswordSchema.parse({ token: ' t0k3n ', motDePasse: 'Parcelle2026' })).toEqual({
      token: 't0k3n',
      motDePasse: 'Parcelle2026',
    });
  });

  it('reset-password form checks the confirmation', () => {
    const input = { token: 't', motDePasse: 'Parcelle2026', confirmation: 'Parcelle2025' };
    expect(fieldErrors(resetPasswordFormSchema.safeParse(input).error)).toEqual({
      confirmation: ['Les mots de passe ne correspondent pas'],
    });
  });
});
