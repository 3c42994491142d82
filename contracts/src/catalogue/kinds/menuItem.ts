import * as z from 'zod/mini';
import { absolutePath, gateRequirements, nonEmpty, type CodeSchema, type ExtensionKind } from './kindRules.js';

/** The menu's sections; `cloud-posture` items are grouped under "Cloud Posture". */
export const MENU_SECTIONS = ['main', 'cloud-posture', 'administration', 'utility'] as const;

/** Properties of a `console.navigation/item` extension (see the SDK's `MenuItemExtension`). */
export interface MenuItemProperties {
  readonly id: string;
  readonly labelKey: string;
  readonly section: (typeof MENU_SECTIONS)[number];
  readonly order: number;
  readonly href: string;
  readonly activeOn?: readonly string[];
  readonly module?: string;
  readonly flag?: string;
}

// A menu item holds no code; the parameter keeps the signature every kind shares.
const properties = <C extends CodeSchema>(_code: C) =>
  z.object({
    id: nonEmpty(),
    labelKey: nonEmpty(),
    section: z.enum(MENU_SECTIONS),
    order: z.number(),
    href: absolutePath(),
    activeOn: z.optional(z.array(absolutePath())),
    module: z.optional(nonEmpty()),
    flag: z.optional(nonEmpty()),
  });

/** An entry of the navigation menu: claims its menu id; shown when its module and flag allow. */
export const menuItemKind = {
  type: 'console.navigation/item',
  properties,
  codeProperties: [],
  labelKeys: (p) => [p.labelKey],
  claims: (p) => [{ kind: 'menu-id', value: p.id, field: 'properties.id' }],
  visibility: (p) => gateRequirements(p),
} as const satisfies ExtensionKind<'console.navigation/item', MenuItemProperties>;

/** The menu item schema's output. */
export type MenuItemSchemaOutput = z.output<ReturnType<typeof properties<CodeSchema>>>;
