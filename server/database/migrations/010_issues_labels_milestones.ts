import type { Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

/**
 * Project labels, milestones, issues and award emoji (on issues and merge requests).
 *
 * Labels are unique by name in a project; issues keep their labels as a JSON array of names (like merge requests),
 * so renaming is not supported and a label's row only carries its color and description. An award's target is
 * polymorphic (`awardable_type` + `awardable_id`), so it has no foreign key to it: deleting a project removes its
 * awards explicitly (server/projects/delete.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('labels'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('color', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('labels_project_name', ['project_id', 'name'])
    .execute();

  await idColumn(db, db.schema.createTable('milestones'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('iid', 'integer', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('due_date', 'text')
    .addColumn('start_date', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('milestones_project_iid', ['project_id', 'iid'])
    .addUniqueConstraint('milestones_project_title', ['project_id', 'title'])
    .execute();

  await idColumn(db, db.schema.createTable('issues'))
    .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('iid', 'integer', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('author_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('assignee_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('milestone_id', 'integer', (column) => column.references('milestones.id').onDelete('set null'))
    .addColumn('labels', 'text', (column) => column.notNull())
    .addColumn('confidential', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_by_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addUniqueConstraint('issues_project_iid', ['project_id', 'iid'])
    .execute();

  await idColumn(db, db.schema.createTable('award_emoji'))
    .addColumn('awardable_type', 'text', (column) => column.notNull())
    .addColumn('awardable_id', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('award_emoji_unique', ['awardable_type', 'awardable_id', 'name', 'user_id'])
    .execute();
}
