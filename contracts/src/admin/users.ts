import { z } from 'zod';
import { EMAIL_PATTERN, requiredText, VALIDATION_MESSAGES } from '../validation.js';

/** Longest display name of a user and longest group name. */
export const USER_NAME_MAX = 100;
export const GROUP_NAME_MAX = 64;

export const USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** An email as the invite form takes it: no blanks inside (they are never part of an address). */
export function inviteEmail() {
  return z.string().trim().min(1, VALIDATION_MESSAGES.required).regex(/^\S*$/, VALIDATION_MESSAGES.whitespace)
    .max(254, VALIDATION_MESSAGES.maxChars).regex(EMAIL_PATTERN, VALIDATION_MESSAGES.email).transform((e) => e.toLowerCase());
}

const groupIds = z.array(z.string().min(1).max(80)).min(1, 'Select at least one group').max(50);

/** Invite a user into the caller's tenant. */
export const inviteUserRequest = z.object({
  email: inviteEmail(),
  name: requiredText(USER_NAME_MAX),
  groupIds,
}).strict();
export type InviteUserRequest = z.input<typeof inviteUserRequest>;

/** Change a user's name and their groups in the caller's tenant. */
export const updateUserRequest = z.object({
  name: requiredText(USER_NAME_MAX),
  groupIds,
}).strict();
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

export const userListQuery = z.object({
  q: z.string().trim().max(100, VALIDATION_MESSAGES.maxChars).optional(),
  status: z.enum(USER_STATUSES).optional(),
}).strict();

/** Create or edit a group: its name and the role its members get. */
export const groupRequest = z.object({
  name: requiredText(GROUP_NAME_MAX),
  roleId: z.string().min(1, VALIDATION_MESSAGES.required).max(80),
}).strict();
export type GroupRequest = z.input<typeof groupRequest>;

export interface GroupRef { id: string; name: string }

export interface UserSummary {
  id: string; email: string; name: string; status: UserStatus; breakglass: boolean;
  groups: GroupRef[]; currentGroup: GroupRef | null; createdAt: string; lastLoginAt: string | null;
}

/** What the user's current group's role lets them open and do. */
export interface EffectiveAccess {
  group: GroupRef | null;
  role: GroupRef | null;
  modules: { id: string; submodules?: { id: string }[] }[];
  actions: string[];
}

export interface UserDetail extends UserSummary { access: EffectiveAccess }

export interface GroupSummary {
  id: string; name: string; role: GroupRef; memberCount: number;
  /** In the group list only: whether the caller may put users into the group (its role is within the caller's). */
  grantable?: boolean;
}
