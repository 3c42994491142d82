import type * as ZodMini from 'zod/mini';
import { absolutePath, anyModule, gateRequirements, nonEmpty, oneModuleField, type CodeSchema, type ExtensionKind, type Zod } from './kindRules.js';

/** The menu's sections; `cloud-posture` items are grouped under "Cloud Posture". */
export const MENU_SECTIONS = ['main', 'cloud-posture', 'administration', 'utility'] as const;

/** How the header may draw a utility item instead of a plain link: `unread-notifications`, the bell with the unread count. */
export const MENU_INDICATORS = ['unread-notifications'] as const;

/** Properties of a `console.navigation/item` extension (see the SDK's `MenuItemExtension`). */
export interface MenuItemProperties {
  readonly id: string;
  readonly labelKey: string;
  readonly section: (typeof MENU_SECTIONS)[number];
  readonly order: number;
  readonly href: string;
  readonly activeOn?: readonly string[];
  readonly module?: string;
  readonly anyModule?: readonly string[];
  readonly flag?: string;
  readonly indicator?: (typeof MENU_INDICATORS)[number];
}

// A menu item holds no code; the parameter keeps the signature every kind shares.
/** The properties' schema; `code` checks the slots that hold code. */
export const menuItemProperties = <C extends CodeSchema>(z: Zod, _code: C) =>
  z.object({
    id: nonEmpty(z),
    labelKey: nonEmpty(z),
    section: z.enum(MENU_SECTIONS),
    order: z.number(),
    href: absolutePath(z),
    activeOn: z.optional(z.array(absolutePath(z))),
    module: z.optional(nonEmpty(z)),
    anyModule: z.optional(anyModule(z)),
    flag: z.optional(nonEmpty(z)),
    indicator: z.optional(z.enum(MENU_INDICATORS, `must be one of: ${MENU_INDICATORS.join(', ')}`)),
  }).check(oneModuleField(z));

/** An entry of the navigation menu: claims its menu id; shown when its module (or any of `anyModule`) and flag allow. */
export const menuItemKind = {
  type: 'console.navigation/item',
  codeProperties: [],
  labelKeys: (p) => [p.labelKey],
  claims: (p) => [{ kind: 'menu-id', value: p.id, field: 'properties.id' }],
  visibility: (p) => gateRequirements(p),
} as const satisfies ExtensionKind<'console.navigation/item', MenuItemProperties>;

/** The menu item schema's output. */
export type MenuItemSchemaOutput = ZodMini.output<ReturnType<typeof menuItemProperties<CodeSchema>>>;
