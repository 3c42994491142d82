import { z } from 'zod';

/** The longest a saved view's JSON may be, in characters: a view is filters and column ids, never data. */
export const MAX_VIEW_JSON = 8_000;
/** How many views one person may keep per area. */
export const MAX_VIEWS_PER_AREA = 50;

/** `plugin.screen` in lower camel case, such as `alerts.cloud` or `cloudPosture.assets`. */
export const areaKey = z.string().max(64).regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*){1,3}$/,
  'An area key is two to four dot-separated words in lower camel case, such as alerts.cloud');

const viewName = z.string().trim().min(1, 'A view needs a name').max(80, 'A view name is at most 80 characters');

const viewJson = z.record(z.string(), z.unknown()).refine((view) => JSON.stringify(view).length <= MAX_VIEW_JSON,
  `A view is at most ${MAX_VIEW_JSON} characters of JSON`).describe('The view as the screen stores it (filters, sort, columns, page size)');

export const savedViewQuery = z.object({ area: areaKey.optional() }).strict();

export const createSavedViewBody = z.object({ area: areaKey, name: viewName, view: viewJson, isDefault: z.boolean().optional() }).strict();

export const updateSavedViewBody = z.object({ name: viewName.optional(), view: viewJson.optional(), isDefault: z.boolean().optional() }).strict()
  .refine((body) => Object.keys(body).length > 0, 'Send a name, a view or isDefault to change');

export const savedViewParams = z.object({ id: z.string().min(1).max(60) });

export const savedView = z.object({
  id: z.string(),
  area: z.string(),
  name: z.string(),
  view: z.record(z.string(), z.unknown()),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'SavedView' });

export const savedViewList = z.object({ views: z.array(savedView) });

export type SavedView = z.infer<typeof savedView>;
export type CreateSavedView = z.infer<typeof createSavedViewBody>;
export type UpdateSavedView = z.infer<typeof updateSavedViewBody>;
