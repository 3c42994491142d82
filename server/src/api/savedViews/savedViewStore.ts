import type { Selectable } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import type { SavedViewsTable } from '../../db/schema.js';
import { AppError, notFound } from '../../http/AppError.js';
import { newId } from '../../shared/secrets.js';
import { type CreateSavedView, MAX_VIEWS_PER_AREA, type SavedView, type UpdateSavedView } from './savedViewSchemas.js';

/** Whose views: every read and write is limited to one person in one tenant. */
export interface ViewOwner { tenantId: string; userId: string }

const toView = (row: Selectable<SavedViewsTable>): SavedView => ({
  id: row.id, area: row.area, name: row.name, view: JSON.parse(row.view) as Record<string, unknown>, isDefault: row.is_default === 1,
  createdAt: new Date(Number(row.created_at)).toISOString(), updatedAt: new Date(Number(row.updated_at)).toISOString(),
});

/** A unique index refused the row (SQLite or PostgreSQL): two saves of one name raced past the check. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

const nameTaken = (name: string, area: string) =>
  new AppError(409, 'CONFLICT', `You already have a view named "${name}" for ${area}`, [{ path: 'name', message: 'You already have a view with this name' }]);

/** The owner's views of one area by name, or of every area (by area, then name). */
export async function listSavedViews(db: Db, owner: ViewOwner, area: string | undefined): Promise<SavedView[]> {
  let query = db.selectFrom('saved_views').selectAll().where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId);
  if (area !== undefined) query = query.where('area', '=', area);
  const rows = await query.orderBy('area').orderBy('name_key').execute();
  return rows.map(toView);
}

/** Adds a view; a name the owner already uses in the area (in any case) is a 409. */
export async function createSavedView(db: Db, owner: ViewOwner, body: CreateSavedView, now: number): Promise<SavedView> {
  return raceSafe(body.name, body.area, () => db.transaction().execute(async (trx) => {
    const mine = trx.selectFrom('saved_views').where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId).where('area', '=', body.area);
    if (await mine.select('id').where('name_key', '=', body.name.toLowerCase()).executeTakeFirst()) throw nameTaken(body.name, body.area);
    const { count } = await mine.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    if (Number(count) >= MAX_VIEWS_PER_AREA) {
      throw new AppError(409, 'CONFLICT', `You have ${MAX_VIEWS_PER_AREA} saved views for ${body.area}, the most there may be: delete one first`);
    }
    if (body.isDefault) await clearDefault(trx, owner, body.area);
    const row = { id: newId('view'), tenant_id: owner.tenantId, user_id: owner.userId, area: body.area, name: body.name, name_key: body.name.toLowerCase(),
      view: JSON.stringify(body.view), is_default: body.isDefault ? 1 : 0, created_at: now, updated_at: now };
    await trx.insertInto('saved_views').values(row).execute();
    return toView(row);
  }));
}

/** Renames, replaces the view or marks it (un)default; another person's or tenant's view is not found. */
export async function updateSavedView(db: Db, owner: ViewOwner, id: string, body: UpdateSavedView, now: number): Promise<SavedView> {
  return raceSafe(body.name ?? '', 'this area', () => db.transaction().execute(async (trx) => {
    const row = await findOwn(trx, owner, id);
    if (body.name !== undefined && body.name.toLowerCase() !== row.name_key) {
      const clash = await trx.selectFrom('saved_views').select('id').where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId)
        .where('area', '=', row.area).where('name_key', '=', body.name.toLowerCase()).executeTakeFirst();
      if (clash) throw nameTaken(body.name, row.area);
    }
    if (body.isDefault) await clearDefault(trx, owner, row.area);
    const next = {
      ...row,
      ...(body.name !== undefined ? { name: body.name, name_key: body.name.toLowerCase() } : {}),
      ...(body.view !== undefined ? { view: JSON.stringify(body.view) } : {}),
      ...(body.isDefault !== undefined ? { is_default: body.isDefault ? 1 : 0 } : {}),
      updated_at: now,
    };
    await trx.updateTable('saved_views').set({ name: next.name, name_key: next.name_key, view: next.view, is_default: next.is_default, updated_at: now })
      .where('id', '=', row.id).execute();
    return toView(next);
  }));
}

/** Runs a save; a name another save took meanwhile is the same 409 as one taken before. */
async function raceSafe<T>(name: string, area: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name, area);
    throw error;
  }
}

/** Deletes one of the owner's views; another person's or tenant's view is not found. */
export async function deleteSavedView(db: Db, owner: ViewOwner, id: string): Promise<void> {
  const result = await db.deleteFrom('saved_views').where('id', '=', id).where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(`Saved view ${id} does not exist`);
}

async function findOwn(db: Db, owner: ViewOwner, id: string): Promise<Selectable<SavedViewsTable>> {
  const row = await db.selectFrom('saved_views').selectAll().where('id', '=', id).where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId).executeTakeFirst();
  // The same answer whether the view is someone else's or does not exist: nobody learns another person's ids.
  if (!row) throw notFound(`Saved view ${id} does not exist`);
  return row;
}

async function clearDefault(db: Db, owner: ViewOwner, area: string): Promise<void> {
  await db.updateTable('saved_views').set({ is_default: 0 }).where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId)
    .where('area', '=', area).where('is_default', '=', 1).execute();
}
