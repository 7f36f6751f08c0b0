import { describe, expect, it } from 'vitest';
import { PLAN_SHAPE_MESSAGE, createPlanSchema, updatePlanSchema } from './plans-paiement';

describe('plan forms', () => {
  it('fills the create form’s defaults, but leaves a PATCH’s unsent fields unset', () => {
    expect(createPlanSchema.parse({ nom: 'Plan', partAcompte: 30, nombreMensualites: 6 })).toMatchObject({
      categories: [],
      parcelleIds: [],
      actif: true,
      ordre: 0,
    });
    expect(updatePlanSchema.parse({ nom: 'Plan' })).toEqual({ nom: 'Plan' });
  });

  it('refuses 100 % with instalments, and less than 100 % without', () => {
    for (const shape of [
      { partAcompte: 100, nombreMensualites: 2 },
      { partAcompte: 30, nombreMensualites: 0 },
    ]) {
      const result = updatePlanSchema.safeParse(shape);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['nombreMensualites'],
        message: PLAN_SHAPE_MESSAGE,
      });
    }
  });
});
