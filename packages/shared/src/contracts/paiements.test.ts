import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../domain/fields';
import { normalizeTransactionId } from '../domain/paiement';
import {
  paiementDataSchema,
  proofFormSchema,
  proofFormSchemaFor,
  soumettrePreuveSchema,
  validateProofFiles,
} from './paiements';

const MB = 1024 * 1024;
const pdf = (name = 'recu.pdf', size = MB) => ({ name, size, type: 'application/pdf' });
const validFields = { reservationId: 'r-1', montant: 1500, methode: 'VIREMENT_BANCAIRE' };

describe('validateProofFiles', () => {
  it.each([
    [
      'accepts JPEG, PNG and PDF up to 10 MB',
      0,
      [
        { name: 'a.jpg', size: 10 * MB, type: 'image/jpeg' },
        { name: 'b.png', size: 1, type: 'image/png' },
        pdf(),
      ],
      ['a.jpg', 'b.png', 'recu.pdf'],
      [],
    ],
    ['requires one file', 0, [], [], ['Veuillez ajouter au moins une preuve de paiement']],
    ['counts the files already chosen', 4, [pdf('a.pdf')], ['a.pdf'], []],
    ['allows nothing new beside chosen files', 2, [], [], []],
    ['refuses a sixth file', 5, [pdf()], [], ['Maximum 5 fichiers autorisés']],
    [
      'refuses six at once',
      0,
      ['1', '2', '3', '4', '5', '6'].map((n) => pdf(`${n}.pdf`)),
      [],
      ['Maximum 5 fichiers autorisés'],
    ],
    [
      'refuses a file above 10 MB',
      0,
      [pdf('gros.pdf', 10 * MB + 1), pdf()],
      ['recu.pdf'],
      ['Le fichier gros.pdf dépasse 10MB'],
    ],
    [
      'refuses another type',
      0,
      [{ name: 'doc.docx', size: MB, type: 'application/msword' }],
      [],
      ["Le fichier doc.docx n'est pas un format valide (JPEG, PNG ou PDF)"],
    ],
    [
      'gives both reasons for one file',
      0,
      [{ name: 'film.mp4', size: 50 * MB, type: 'video/mp4' }],
      [],
      [
        'Le fichier film.mp4 dépasse 10MB',
        "Le fichier film.mp4 n'est pas un format valide (JPEG, PNG ou PDF)",
      ],
    ],
  ])('%s', (_case, existing, files, acceptedNames, errors) => {
    const result = validateProofFiles(existing, files);
    expect(result.accepted.map((file) => file.name)).toEqual(acceptedNames);
    expect(result.errors).toEqual(errors);
  });
});

describe('soumettrePreuveSchema (multipart fields)', () => {
  it('reads the amount from text and trims optional fields', () => {
    expect(
      soumettrePreuveSchema.parse({
        ...validFields,
        montant: '1500.50',
        referencePaiement: ' VIR-42 ',
        commentaire: '',
      }),
    ).toEqual({ ...validFields, montant: 1500.5, referencePaiement: 'VIR-42', commentaire: undefined });
  });

  it.each([
    ['missing reservation', { reservationId: '' }, { reservationId: ["L'ID de la réservation est requis"] }],
    ['zero amount', { montant: 0 }, { montant: ['Le montant doit être positif'] }],
    ['negative amount', { montant: '-5' }, { montant: ['Le montant doit être positif'] }],
    [
      'amount above the limit',
      { montant: 10_000_000.01 },
      { montant: ['Le montant dépasse la limite autorisée'] },
    ],
    ['missing amount', { montant: undefined }, { montant: ['Veuillez entrer un montant valide'] }],
    ['text amount', { montant: 'mille' }, { montant: ['Veuillez entrer un montant valide'] }],
    ['unknown method', { methode: 'CHEQUE' }, { methode: ['Méthode de paiement invalide'] }],
    ['long comment', { commentaire: 'x'.repeat(501) }, { commentaire: ['Maximum 500 caractères'] }],
    [
      'long reference',
      { referencePaiement: 'x'.repeat(101) },
      { referencePaiement: ['La référence ne peut pas dépasser 100 caractères'] },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(fieldErrors(soumettrePreuveSchema.safeParse({ ...validFields, ...overrides }).error)).toEqual(
      expected,
    );
  });

  it('answers a body that is not an object with the 400 message', () => {
    expect(fieldErrors(soumettrePreuveSchema.safeParse('montant=5').error)).toEqual({
      '': ['Données invalides. Veuillez vérifier vos informations.'],
    });
  });

  it('accepts exactly the limit', () => {
    expect(soumettrePreuveSchema.parse({ ...validFields, montant: '10000000' }).montant).toBe(10_000_000);
  });
});

describe('paiementDataSchema', () => {
  it.each([
    ['no proof', [], { preuves: ['Au moins une preuve de paiement est requise'] }],
    ['missing proofs', undefined, { preuves: ['Au moins une preuve de paiement est requise'] }],
    ['six proofs', Array.from({ length: 6 }, () => pdf()), { preuves: ['Maximum 5 fichiers autorisés'] }],
    ['a large file', [pdf('gros.pdf', 11 * MB)], { 'preuves.0': ['Le fichier gros.pdf dépasse 10MB'] }],
    [
      'a wrong type',
      [{ name: 'x.gif', size: 1, type: 'image/gif' }],
      { 'preuves.0': ["Le fichier x.gif n'est pas un format valide (JPEG, PNG ou PDF)"] },
    ],
    ['a malformed file entry', ['recu.pdf'], { 'preuves.0': ['Fichier de preuve invalide'] }],
    [
      'a file with a text size',
      [{ name: 'a.pdf', size: 'gros', type: 'application/pdf' }],
      { 'preuves.0.size': ['Fichier de preuve invalide'] },
    ],
    ['five proofs', Array.from({ length: 5 }, () => pdf()), {}],
  ])('%s', (_case, preuves, expected) => {
    expect(fieldErrors(paiementDataSchema.safeParse({ ...validFields, preuves }).error)).toEqual(expected);
  });
});

describe('proofFormSchema', () => {
  const validProof = { methode: 'ESPECES', montant: '2500' };

  it('reads a French decimal amount', () => {
    expect(proofFormSchema.parse({ ...validProof, montant: '2 500,75' })).toEqual({
      methode: 'ESPECES',
      montant: 2500.75,
      referencePaiement: undefined,
      commentaire: undefined,
    });
  });

  it.each([
    ['empty amount', { montant: '' }, { montant: ['Le montant payé est requis'] }],
    ['missing amount', { montant: undefined }, { montant: ['Le montant payé est requis'] }],
    ['null amount', { montant: null }, { montant: ['Le montant payé est requis'] }],
    ['text amount', { montant: 'abc' }, { montant: ['Veuillez entrer un montant valide'] }],
    ['two decimal points', { montant: '1.2.3' }, { montant: ['Veuillez entrer un montant valide'] }],
    ['boolean amount', { montant: true }, { montant: ['Veuillez entrer un montant valide'] }],
    ['zero', { montant: '0' }, { montant: ['Le montant doit être supérieur à 0'] }],
    ['below a cent', { montant: 0.001 }, { montant: ['Le montant doit être supérieur à 0'] }],
    ['no method', { methode: '' }, { methode: ['Méthode de paiement invalide'] }],
    ['long comment', { commentaire: 'é'.repeat(501) }, { commentaire: ['Maximum 500 caractères'] }],
  ])('%s', (_case, overrides, expected) => {
    expect(fieldErrors(proofFormSchema.safeParse({ ...validProof, ...overrides }).error)).toEqual(expected);
  });

  it.each([
    [20_000, true],
    [20_000.01, false],
    [0.01, true],
  ])('with a total of 10 000, %d is accepted: %s', (montant, accepted) => {
    const result = proofFormSchemaFor(10_000).safeParse({ ...validProof, montant });
    expect(fieldErrors(result.error)).toEqual(
      accepted ? {} : { montant: ['Le montant semble incorrect. Veuillez vérifier.'] },
    );
  });

  it('does not bound the amount without a total', () => {
    expect(proofFormSchema.safeParse({ ...validProof, montant: 5_000_000 }).success).toBe(true);
  });
});

describe('mobile money (ADR 014)', () => {
  const momo = { ...validFields, methode: 'MOBILE_MONEY' };

  it('requires the operator and the transaction id, in French', () => {
    expect(fieldErrors(soumettrePreuveSchema.safeParse({ ...momo, operateur: '' }).error)).toEqual({
      operateur: ["L'opérateur mobile money est requis"],
      referencePaiement: ['Le numéro de transaction est requis'],
    });
    expect(fieldErrors(proofFormSchema.safeParse({ methode: 'MOBILE_MONEY', montant: '100' }).error)).toEqual(
      {
        operateur: ["L'opérateur mobile money est requis"],
        referencePaiement: ['Le numéro de transaction est requis'],
      },
    );
  });

  it('refuses an unknown operator and accepts a known one with its id, trimmed', () => {
    expect(
      fieldErrors(
        soumettrePreuveSchema.safeParse({ ...momo, operateur: 'WAVE', referencePaiement: 'X' }).error,
      ),
    ).toEqual({ operateur: ['Opérateur mobile money invalide'] });
    expect(
      soumettrePreuveSchema.parse({ ...momo, operateur: 'MPESA', referencePaiement: ' qk12 ab34 ' }),
    ).toMatchObject({ methode: 'MOBILE_MONEY', operateur: 'MPESA', referencePaiement: 'qk12 ab34' });
    expect(normalizeTransactionId('qk12 ab34')).toBe('QK12AB34');
  });

  it('leaves the spec’s two methods as they were: no operator, the reference optional', () => {
    for (const methode of ['VIREMENT_BANCAIRE', 'ESPECES']) {
      expect(soumettrePreuveSchema.safeParse({ ...validFields, methode }).success).toBe(true);
      expect(proofFormSchema.safeParse({ methode, montant: '100' }).success).toBe(true);
    }
    expect(
      paiementDataSchema.safeParse({ ...momo, operateur: 'MPESA', preuves: [pdf()] }).error?.issues[0]
        ?.message,
    ).toBe('Le numéro de transaction est requis');
  });
});
