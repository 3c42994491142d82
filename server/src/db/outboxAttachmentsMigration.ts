import type { Kysely, Migration } from 'kysely';

/**
 * Attachments of outbox messages (a scheduled report's PDF or CSV): name, type and size, and either the bytes
 * (base64) or a reference to a file the server keeps elsewhere (`report_run:<id>`). Read by message.
 */
export const outboxAttachmentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('outbox_attachments').ifNotExists().addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('message_id', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull()).addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', 'text').addColumn('file_ref', 'text').execute();
    await db.schema.createIndex('outbox_attachments_message').ifNotExists().on('outbox_attachments').columns(['message_id']).execute();
  },
};
