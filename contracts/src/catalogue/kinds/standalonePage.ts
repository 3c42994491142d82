import * as z from 'zod/mini';
import { absolutePath, gateRequirements, nonEmpty, pathClaims, type CodeSchema, type ExtensionKind } from './kindRules.js';

/** Properties of a `console.page/standalone` extension as a manifest states them (see the SDK's `StandalonePageExtension`). */
export interface StandalonePageProperties {
  readonly path: string;
  readonly aliases?: readonly string[];
  readonly module?: string;
  readonly flag?: string;
  readonly subscription?: string;
}

const properties = <C extends CodeSchema>(code: C) =>
  z.object({
    path: absolutePath(),
    aliases: z.optional(z.array(absolutePath())),
    module: z.optional(nonEmpty()),
    flag: z.optional(nonEmpty()),
    subscription: z.optional(nonEmpty()),
    component: code,
  });

/**
 * A page outside the console layout (no header, no menu), e.g. a report
 * rendered for print: claims its path and aliases like a route, so no two
 * plugins' pages overlap, whichever layout they use.
 */
export const standalonePageKind = {
  type: 'console.page/standalone',
  properties,
  codeProperties: ['component'],
  labelKeys: () => [],
  claims: pathClaims,
  visibility: (p) => gateRequirements(p),
} as const satisfies ExtensionKind<'console.page/standalone', StandalonePageProperties>;

/** The standalone page schema's output for a given code slot. */
export type StandalonePageSchemaOutput<C extends CodeSchema> = z.output<ReturnType<typeof properties<C>>>;
