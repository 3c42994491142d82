import type { CodeReference } from '@palisade/contracts/catalogue';

type ManifestedValue<V> = V extends (...args: never[]) => unknown ? CodeReference : V extends readonly (infer E)[] ? E[] : V;
type ModuleAsText<V> = V extends undefined ? undefined : V extends readonly unknown[] ? string[] : string;

/**
 * An extension's properties as its manifest states them: each function (a
 * lazy component, a loader) replaced by a {@link CodeReference}, and module
 * ids as plain text (the catalogue also carries third-party modules). The
 * kinds' type tests hold each contracts schema's output to it.
 */
export type Manifested<T> = { [K in keyof T]: K extends 'module' | 'anyModule' ? ModuleAsText<T[K]> : ManifestedValue<T[K]> };
