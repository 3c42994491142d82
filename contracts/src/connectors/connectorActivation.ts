import { z } from 'zod';
import type { ConnectorKind } from './connectorKinds.js';

/** The activation states as the spec names them (section 4 and 8). */
export const ACTIVATION_STATES = {
  noPending: 'No pending changes',
  editing: 'Editing',
  queued: 'Queued',
  activating: 'Activating',
  done: 'Activation done',
  failed: 'Activation Failed!',
  sessionExpired: 'Session expired',
  loggedIn: 'Logged in',
} as const;
export type ActivationState = (typeof ACTIVATION_STATES)[keyof typeof ACTIVATION_STATES];

/** Another administrator activated a change to an object since the caller's edit of it began. */
export interface ActivationConflict {
  kind: ConnectorKind; id: string; name: string;
  /** The version the caller's edit started from, and the live one now. */
  baseVersion: number; liveVersion: number;
  /** Who made the live version, and whether they deleted the object. */
  changedBy: string; deleted: boolean;
}

/** Why an activation could not apply an object (a reference to something no longer there, …). */
export interface ActivationProblem { kind: ConnectorKind; id: string; name: string; message: string }

export interface OtherAdministrator { email: string; name: string; state: ActivationState; pendingChanges: number; since: number }
export interface QueuedActivation { id: string; email: string; state: ActivationState; requestedAt: number }

/** What the activation panel shows. */
export interface ActivationStatus {
  /** My Activation Status: no pending changes, editing or queued (or activating). */
  myState: ActivationState;
  /** The caller's session, as the panel names it. */
  session: ActivationState;
  pendingChanges: number;
  conflicts: ActivationConflict[];
  /** The caller's last activation, when it failed: why, so it can be fixed and tried again. */
  lastFailure: { message: string; problems: ActivationProblem[]; at: number } | null;
  /** Currently Editing: other administrators with pending edits. */
  currentlyEditing: OtherAdministrator[];
  /** Queued Activations, oldest first (the running one first). */
  queued: QueuedActivation[];
}

/** What Activate answers. */
export type ActivationOutcome =
  | { status: 'done'; state: typeof ACTIVATION_STATES.done; applied: number }
  | { status: 'queued'; state: typeof ACTIVATION_STATES.queued; position: number }
  | { status: 'conflict'; state: typeof ACTIVATION_STATES.failed; message: string; conflicts: ActivationConflict[] }
  | { status: 'failed'; state: typeof ACTIVATION_STATES.failed; message: string; problems: ActivationProblem[] };

/** Resolve one conflict: keep my edit over the new live version, or drop it and take theirs. */
export const resolveConflictRequest = z.object({ resolution: z.enum(['mine', 'theirs']) });
export type ConflictResolution = z.infer<typeof resolveConflictRequest>['resolution'];
