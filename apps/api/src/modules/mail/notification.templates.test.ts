import { describe, expect, it } from 'vitest';
import { notificationTemplates as N } from './notification.templates';

describe('notification templates', () => {
  it('add the staff comment to a cancellation or a validation only when there is one', () => {
    expect(N.reservationAnnulee({ numeroLot: 'LOT-012' }).message).toBe(
      'Votre réservation de la parcelle LOT-012 a été annulée.',
    );
    expect(
      N.reservationAnnulee({ numeroLot: 'LOT-012', commentaireAdmin: 'Dossier incomplet' }).message,
    ).toBe('Votre réservation de la parcelle LOT-012 a été annulée : Dossier incomplet');
    expect(N.reservationValidee({ numeroLot: 'LOT-012' }).message).toBe(
      'Votre réservation de la parcelle LOT-012 est validée par notre équipe.',
    );
    expect(N.reservationValidee({ numeroLot: 'LOT-012', commentaire: 'Bienvenue.' }).message).toMatch(
      /notre équipe\. Bienvenue\.$/,
    );
  });

  it('count the files of a new proof for the administrators, in French money', () => {
    const one = N.preuveAVerifier({ numeroLot: 'LOT-007', montant: 1500, fichiers: 1 });
    expect(one).toMatchObject({ type: 'PAIEMENT', titre: 'Nouvelle preuve de paiement à vérifier' });
    expect(one.message).toMatch(/\(1 fichier\) a été soumis pour le lot LOT-007\.$/);
    expect(N.preuveAVerifier({ numeroLot: 'LOT-007', montant: 1500, fichiers: 3 }).message).toContain(
      '(3 fichiers)',
    );
    expect(one.message).toMatch(/^Un paiement de 1[\s\u202f\u00a0]500,00/);
  });
});
