import type { PlotStatut } from '@parcelles/shared/domain';

/** Spec §2: 'Réserver' is offered only for an available plot, on the card and on the plot's page. */
export const isReservable = (statut: string): boolean => statut === ('DISPONIBLE' satisfies PlotStatut);
