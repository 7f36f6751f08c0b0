import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../domain/fields';
import { createReservationSchema, reservationFormSchema, toCreateReservationRequest } from './reservations';

const validForm = {
  nom: 'Jean Mukendi',
  email: 'jean@exemple.cd',
  telephone: '+243 81 234 5678',
  commentaire: '',
  accepteConditions: true,
};

describe('reservationFormSchema', () => {
  it('accepts a valid step 1, an empty comment reading as none', () => {
    expect(reservationFormSchema.parse(validForm)).toEqual({ ...validForm, commentaire: undefined });
  });

  it.each([
    ['missing name', { nom: '' }, { nom: ['Le nom complet est requis'] }],
    ['missing e-mail', { email: undefined }, { email: ["L'adresse email est requise"] }],
    ['bad e-mail', { email: 'jean@exemple' }, { email: ['Adresse email invalide'] }],
    ['missing phone', { telephone: '  ' }, { telephone: ['Le numéro de téléphone est requis'] }],
    ['null phone', { telephone: null }, { telephone: ['Le numéro de téléphone est requis'] }],
    [
      'long comment',
      { commentaire: 'x'.repeat(501) },
      { commentaire: ['Le commentaire ne peut pas dépasser 500 caractères'] },
    ],
    [
      'conditions refused',
      { accepteConditions: false },
      { accepteConditions: ['Vous devez accepter les conditions générales'] },
    ],
    [
      'conditions as text',
      { accepteConditions: 'on' },
      { accepteConditions: ['Vous devez accepter les conditions générales'] },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(fieldErrors(reservationFormSchema.safeParse({ ...validForm, ...overrides }).error)).toEqual(
      expected,
    );
  });
});

describe('createReservationSchema', () => {
  it.each([
    [{ parcelleId: ' p-1 ' }, { parcelleId: 'p-1', commentaire: undefined }],
    [
      { parcelleId: 'p-1', commentaire: ' Merci ' },
      { parcelleId: 'p-1', commentaire: 'Merci' },
    ],
    [
      { parcelleId: 'p-1', commentaire: 'x'.repeat(500) },
      { parcelleId: 'p-1', commentaire: 'x'.repeat(500) },
    ],
  ])('accepts %j', (input, expected) => {
    expect(createReservationSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{}, { parcelleId: ["L'ID de la parcelle est requis"] }],
    [{ parcelleId: '' }, { parcelleId: ["L'ID de la parcelle est requis"] }],
    [{ parcelleId: 12 }, { parcelleId: ["L'ID de la parcelle est requis"] }],
    [
      { parcelleId: 'p-1', commentaire: 'x'.repeat(501) },
      { commentaire: ['Le commentaire ne peut pas dépasser 500 caractères'] },
    ],
  ])('rejects %j', (input, expected) => {
    expect(fieldErrors(createReservationSchema.safeParse(input).error)).toEqual(expected);
  });

  it('builds the request from step 1', () => {
    const form = reservationFormSchema.parse({ ...validForm, commentaire: 'Visite souhaitée' });
    const request = toCreateReservationRequest('p-9', form);
    // Step 1's corrections travel with the request (ADR 008), and the API's schema takes them as sent.
    expect(request).toEqual({
      parcelleId: 'p-9',
      nom: 'Jean Mukendi',
      email: 'jean@exemple.cd',
      telephone: '+243 81 234 5678',
      commentaire: 'Visite souhaitée',
    });
    expect(createReservationSchema.parse(request)).toEqual(request);
  });

  it('carries the instalment plan chosen on step 1 (issue 12)', () => {
    const form = reservationFormSchema.parse(validForm);
    const request = toCreateReservationRequest('p-9', form, 'plan-12-mois');
    expect(request.planId).toBe('plan-12-mois');
    expect(createReservationSchema.parse(request).planId).toBe('plan-12-mois');
  });

  it.each([
    [{ nom: 'J' }, { nom: ['Le nom doit contenir au moins 2 caractères'] }],
    [{ email: 'jean@' }, { email: ['Adresse email invalide'] }],
    [{ telephone: '' }, { telephone: ['Le numéro de téléphone est requis'] }],
    [{ telephone: '1'.repeat(31) }, { telephone: ['Numéro de téléphone invalide'] }],
  ])('checks the contact %j as step 1 does', (contact, expected) => {
    expect(fieldErrors(createReservationSchema.safeParse({ parcelleId: 'p-1', ...contact }).error)).toEqual(
      expected,
    );
  });
});
