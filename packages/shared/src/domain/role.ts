import { COLORS, findInfo, isOneOf, type EnumInfo } from './enum-info';

export const ROLES = ['ADMIN', 'AGENT', 'ACHETEUR'] as const;
export type Role = (typeof ROLES)[number];
export const ACHETEUR = 'ACHETEUR' satisfies Role;
export const DEFAULT_ROLE: Role = ACHETEUR;
export const isRole = (value: unknown): value is Role => isOneOf(ROLES, value);
export const isStaff = (role: unknown): boolean => role === 'ADMIN' || role === 'AGENT';

export const ROLE_INFO: Record<Role, EnumInfo> = {
  ADMIN: { label: 'Administrateur', color: COLORS.purple, badge: 'purple' },
  AGENT: { label: 'Agent', color: COLORS.blue, badge: 'blue' },
  ACHETEUR: { label: 'Acheteur', color: COLORS.green, badge: 'success' },
};

/** Anyone who is not staff is a buyer, the default role. */
export const roleInfo = (role: unknown): EnumInfo => findInfo(ROLE_INFO, role) ?? ROLE_INFO[DEFAULT_ROLE];
export const roleLabel = (role: unknown): string => roleInfo(role).label;
