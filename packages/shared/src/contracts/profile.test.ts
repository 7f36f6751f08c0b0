import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../domain/fields';
import { changePasswordFormSchema, profileUpdateSchema, toChangePasswordRequest } from './profile';

const validProfile = { nom: 'Jean Mukendi', email: 'jean@exemple.cd', telephone: '+243812345678' };
const validChange = { currentPassword: 'ancien1', newPassword: 'nouveau1', confirmPassword: 'nouveau1' };

describe('profileUpdateSchema', () => {
  it.each([
    [{ telephone: '+243812345678' }, '+243812345678'],
    [{ telephone: ' (081) 234-5678 ' }, '(081) 234-5678'],
    [{ telephone: '' }, undefined],
    [{ telephone: '   ' }, undefined],
    [{ telephone: null }, undefined],
    [{ telephone: undefined }, undefined],
  ])('accepts %j as telephone %j', (overrides, telephone) => {
    expect(profileUpdateSchema.parse({ ...validProfile, ...overrides })).toEqual({
      ...validProfile,
      telephone,
    });
  });

  it.each([
    ['missing name', { nom: undefined }, { nom: ['Le nom complet est requis'] }],
    ['blank name', { nom: ' ' }, { nom: ['Le nom complet est requis'] }],
    ['short name', { nom: 'J' }, { nom: ['Le nom doit contenir au moins 2 caractères'] }],
    ['missing e-mail', { email: '' }, { email: ["L'adresse email est requise"] }],
    ['bad e-mail', { email: 'jean.exemple.cd' }, { email: ['Adresse email invalide'] }],
    ['short phone', { telephone: '1234567' }, { telephone: ['Numéro de téléphone invalide'] }],
    ['long phone', { telephone: '1234567890123456' }, { telephone: ['Numéro de téléphone invalide'] }],
    ['inner plus', { telephone: '243+812345678' }, { telephone: ['Numéro de téléphone invalide'] }],
    ['letters', { telephone: '+243 81 ABC 56' }, { telephone: ['Numéro de téléphone invalide'] }],
    ['numeric phone', { telephone: 243812345678 }, { telephone: ['Valeur invalide'] }],
  ])('%s', (_case, overrides, expected) => {
    expect(fieldErrors(profileUpdateSchema.safeParse({ ...validProfile, ...overrides }).error)).toEqual(
      expected,
    );
  });
});

describe('changePasswordFormSchema', () => {
  it('accepts a valid change and sends only the two passwords', () => {
    expect(toChangePasswordRequest(changePasswordFormSchema.parse(validChange))).toEqual({
      currentPassword: 'ancien1',
      newPassword: 'nouveau1',
    });
  });

  it.each([
    ['missing current', { currentPassword: '' }, { currentPassword: ['Le mot de passe actuel est requis'] }],
    ['missing new', { newPassword: undefined }, { newPassword: ['Le mot de passe est requis'] }],
    [
      'short new',
      { newPassword: 'court', confirmPassword: 'court' },
      { newPassword: ['Le mot de passe doit contenir au moins 6 caractères'] },
    ],
    [
      'missing confirmation',
      { confirmPassword: '' },
      { confirmPassword: ['Veuillez confirmer le nouveau mot de passe'] },
    ],
    [
      'different confirmation',
      { confirmPassword: 'nouveau2' },
      { confirmPassword: ['Les mots de passe ne correspondent pas'] },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(fieldErrors(changePasswordFormSchema.safeParse({ ...validChange, ...overrides }).error)).toEqual(
      expected,
    );
  });
});
