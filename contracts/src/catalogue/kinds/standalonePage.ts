import type * as ZodMini from 'zod/mini';
import { gateRequirements, oneModuleField, pageFields, pathClaims, type CodeSchema, type ExtensionKind, type Zod } from './kindRules.js';

/** Properties of a `console.page/standalone` extension as a manifest states them (see the SDK's `StandalonePageExtension`). */
export interface StandalonePageProperties {
  readonly path: string;
  readonly aliases?: readonly string[];
  readonly module?: string;
  readonly anyModule?: readonly string[];
  readonly flag?: string;
  readonly subscription?: string;
}

/** The properties' schema; `code` checks the slots that hold code. */
export const standalonePageProperties = <C extends CodeSchema>(z: Zod, code: C) =>
  z.object({
    ...pageFields(z),
    component: code,
  }).check(oneModuleField(z));

/**
 * A page outside the console layout (no header, no menu), e.g. a report
 * rendered for print: claims its path and aliases like a route, so no two
 * plugins' pages overlap, whichever layout they use.
 */
export const standalonePageKind = {
  type: 'console.page/standalone',
  codeProperties: ['component'],
  labelKeys: () => [],
  claims: pathClaims,
  visibility: (p) => gateRequirements(p),
} as const satisfies ExtensionKind<'console.page/standalone', StandalonePageProperties>;

/** The standalone page schema's output for a given code slot. */
export type StandalonePageSchemaOutput<C extends CodeSchema> = ZodMini.output<ReturnType<typeof standalonePageProperties<C>>>;
