import { describe, expect, it } from 'vitest';
import { roleSchema } from './schemas';
import { ACHETEUR, DEFAULT_ROLE, isStaff, roleInfo, roleLabel } from './role';

describe('roles', () => {
  it.each([
    ['ADMIN', 'Administrateur'],
    ['AGENT', 'Agent'],
    ['ACHETEUR', 'Acheteur'],
    ['USER', 'Acheteur'],
    [undefined, 'Acheteur'],
  ])('%j reads %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it('makes the buyer the default role', () => {
    expect(ACHETEUR).toBe('ACHETEUR');
    expect(DEFAULT_ROLE).toBe(ACHETEUR);
    expect(roleInfo('ADMIN')).toEqual({ label: 'Administrateur', color: '#9333ea', badge: 'purple' });
    expect(roleSchema.safeParse('ROOT').error?.issues[0]?.message).toBe('Rôle invalide');
  });

  it.each([
    ['ADMIN', true],
    ['AGENT', true],
    ['ACHETEUR', false],
    [null, false],
  ])('%j is staff: %s', (role, expected) => {
    expect(isStaff(role)).toBe(expected);
  });
});
