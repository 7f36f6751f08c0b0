// An account as the back office shows it: its settings, its statements' coverage and its lines
// still waiting for staff.
import type { CompteEncaissement } from '@parcelles/shared/contracts/releves';
import { notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import type { CompteType } from '@parcelles/shared/domain';
import * as repo from '../releves.repository';

export function toCompte(row: repo.CompteDetailRow): CompteEncaissement {
  const dernier = row.dernierImportLe as string | Date | null;
  return {
    id: row.id,
    nom: row.nom,
    type: row.type as CompteType,
    operateur: row.operateur,
    devise: row.devise,
    numero: row.numero,
    mappingCsv: row.mappingCsv ?? null,
    actif: row.actif,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    releves: {
      nombre: Number(row.releves),
      dernierImportLe: dernier === null ? null : new Date(dernier).toISOString(),
      du: row.releveDu,
      au: row.releveAu,
    },
    lignesARapprocher: Number(row.lignesARapprocher),
  };
}

export async function loadCompte(db: Executor, id: string): Promise<CompteEncaissement> {
  const row = await repo.findCompteDetail(db, id);
  if (!row) throw notFound();
  return toCompte(row);
}
