// Rules of the public plot catalogue: shapes rows into the contract (cents -> dollars, storage
// keys -> URLs), paging defaults, similar plots (spec §7) and statistics.
import {
  SHORT_DESCRIPTION_LENGTH,
  type Parcelle,
  type ParcelleCard,
  type ParcelleCardsQuery,
  type ParcelleList,
  type ParcelleListQuery,
  type ParcelleStats,
  type SitePlan,
} from '@parcelles/shared/contracts/parcelles';
import { pagination } from '@parcelles/shared/contracts/common';
import {
  CATEGORIES,
  MAP_GRID,
  PLOT_STATUTS,
  SEARCH_PAGE_SIZE,
  isCategorie,
  fromCents,
  isPlotStatut,
  pickSimilar,
  pricePerSquareMeter,
  similarPlotCriteria,
} from '@parcelles/shared/domain';
import { notFound } from '@parcelles/shared/errors';
import type { Database } from '../../db/client';
import * as repo from './parcelles.repository';
import { isUuid } from '../../lib/ids';
import { imageUrlAt, photoOf } from '../../lib/photos';

function shortDescription(text: string | null): string | null {
  if (!text || text.length <= SHORT_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, SHORT_DESCRIPTION_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SHORT_DESCRIPTION_LENGTH - 20)).trimEnd()}…`;
}

export function toParcelle(row: repo.ParcelleRow): Parcelle {
  const prix = fromCents(row.prixCents);
  const photos = (row.images ?? []).map(photoOf);
  return {
    id: row.id,
    numeroLot: row.numeroLot,
    reference: row.reference,
    surface: row.surface,
    prix,
    prixParM2: pricePerSquareMeter(prix, row.surface),
    statut: row.statut,
    categorie: row.categorie,
    adresse: row.adresse,
    localisation: row.localisation,
    description: row.description,
    images: photos.map((photo) => photo.url),
    photos,
    position: { x: row.positionX, y: row.positionY },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createParcellesService(db: Database) {
  async function getParcelle(id: string): Promise<Parcelle> {
    // A malformed id is a missing plot for the visitor, not a server error.
    const row = isUuid(id) ? await repo.findParcelleById(db, id) : undefined;
    if (!row) throw notFound();
    return toParcelle(row);
  }

  async function listParcelles(
    query: ParcelleListQuery,
    defaultLimit: number = SEARCH_PAGE_SIZE,
  ): Promise<ParcelleList> {
    const page = query.page ?? 1;
    const limit = query.limit ?? defaultLimit;
    const { rows, total } = await repo.findParcelles(db, query, {
      sort: query.sort ?? 'newest',
      ordre: query.ordre,
      offset: (page - 1) * limit,
      limit,
    });
    return { parcelles: rows.map(toParcelle), pagination: pagination(page, limit, total) };
  }

  async function listCards(query: ParcelleCardsQuery & { excludeId?: string }): Promise<ParcelleCard[]> {
    const rows = await repo.findCards(db, query, query.limit, SHORT_DESCRIPTION_LENGTH);
    return rows.map((row) => ({
      id: row.id,
      numeroLot: row.numeroLot,
      statut: row.statut,
      categorie: row.categorie,
      position: { x: row.positionX, y: row.positionY },
      prix: fromCents(row.prixCents),
      surface: row.surface,
      adresse: row.adresse,
      image: row.cover ? imageUrlAt(row.cover, 'carte') : null,
      nombreImages: row.imageCount,
      descriptionCourte: shortDescription(row.description),
    }));
  }

  /** Spec §7: available plots within ±30% of the plot's price and surface, never the plot itself. */
  async function listSimilar(id: string, count: number | undefined): Promise<ParcelleCard[]> {
    const plot = await getParcelle(id);
    const criteria = similarPlotCriteria(plot, count === undefined ? {} : { count });
    const candidates = await listCards({ ...criteria, limit: criteria.limit });
    return pickSimilar(plot, candidates, criteria.limit - 1);
  }

  async function getStats(): Promise<ParcelleStats> {
    const rows = await repo.getStatsRows(db);
    const parStatut = Object.fromEntries(PLOT_STATUTS.map((s) => [s, 0])) as ParcelleStats['parStatut'];
    const parCategorie = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as ParcelleStats['parCategorie'];
    let total = 0;
    let surfaceTotale = 0;
    let prixSommeCents = 0;
    const mins: number[] = [];
    const maxs: number[] = [];
    const surfaceMins: number[] = [];
    const surfaceMaxs: number[] = [];
    for (const row of rows) {
      total += row.n;
      if (isPlotStatut(row.statut)) parStatut[row.statut] += row.n;
      if (isCategorie(row.categorie)) parCategorie[row.categorie] += row.n;
      surfaceTotale += Number(row.surfaceTotale);
      prixSommeCents += Number(row.prixSommeCents);
      if (row.prixMinCents !== null) mins.push(Number(row.prixMinCents));
      if (row.prixMaxCents !== null) maxs.push(Number(row.prixMaxCents));
      if (row.surfaceMin !== null) surfaceMins.push(Number(row.surfaceMin));
      if (row.surfaceMax !== null) surfaceMaxs.push(Number(row.surfaceMax));
    }
    const orNull = (values: number[], pick: (...v: number[]) => number) =>
      values.length > 0 ? pick(...values) : null;
    return {
      total,
      parStatut,
      parCategorie,
      surfaceTotale,
      prixMin: mins.length > 0 ? fromCents(Math.min(...mins)) : null,
      prixMax: maxs.length > 0 ? fromCents(Math.max(...maxs)) : null,
      prixMoyen: total > 0 ? Math.round(prixSommeCents / total) / 100 : null,
      surfaceMin: orNull(surfaceMins, Math.min),
      surfaceMax: orNull(surfaceMaxs, Math.max),
    };
  }

  async function listOwned(userId: string): Promise<Parcelle[]> {
    return (await repo.findOwnedBy(db, userId)).map(toParcelle);
  }

  async function getSitePlan(): Promise<SitePlan> {
    const plan = await repo.getSitePlanSetting(db);
    if (!plan) throw notFound();
    return { image: plan.image, largeur: MAP_GRID.width, hauteur: MAP_GRID.height };
  }

  return {
    getParcelle,
    listParcelles,
    listCards,
    listSimilar,
    getStats,
    getSitePlan,
    listOwned,
    catalogueVersion: () => repo.getCatalogueVersion(db),
  };
}

export type ParcellesService = ReturnType<typeof createParcellesService>;
